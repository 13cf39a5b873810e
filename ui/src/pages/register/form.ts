import type { BodyOf, Routes, Site } from '@ftr/contracts';

/** The register form as antd holds it: text fields stay undefined until typed in. */
export interface RegisterForm {
  firstName?: string;
  lastName?: string;
  email?: string;
  site: Site;
  liveData: boolean;
  dataGrabber: boolean;
}

export type RegistrationBody = BodyOf<Routes['register']>;

/**
 * Spec 3 §3 Registration payload from the form. Spec 3 §5: no client validation beyond the site the
 * request needs; the server checks names and the company address and its message is shown.
 */
export const registrationBody = (form: RegisterForm): RegistrationBody => ({
  firstName: form.firstName?.trim() ?? '',
  lastName: form.lastName?.trim() ?? '',
  email: form.email?.trim() ?? '',
  site: form.site,
  permissions: { liveData: form.liveData, viewGrabbers: form.dataGrabber },
});
