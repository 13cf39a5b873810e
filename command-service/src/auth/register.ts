import { ERRORS, inCompanyDomain, type RegisterBody, type RegistrationRequested, fail } from '@ftr/contracts';
import { accept, reject, type Decision } from '../shared/decider.ts';

/** Whether an address is in the company domain (exactly; not a look-alike such as example.com.evil). */
export const inDomain = inCompanyDomain;

/** POST /auth/register: a request is recorded (and mailed) only for a company address. No account is created. */
export const decideRegistration = ({
  body,
  domain,
  registrationId,
}: {
  body: RegisterBody;
  domain: string;
  registrationId: string;
}): Decision<RegistrationRequested> => {
  if (!inDomain(body.email, domain)) return reject(fail('validation', ERRORS.registrationDomain(domain)));
  const { firstName, lastName, email, site, permissions } = body;
  return accept({
    type: 'RegistrationRequested',
    data: { registrationId, firstName, lastName, email, site, permissions },
  });
};
