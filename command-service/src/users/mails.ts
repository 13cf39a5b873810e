import { RESET_LINK_VALID_MINUTES, SITE_NAMES, WELCOME_LINK_VALID_HOURS, type RegisterBody } from '@ftr/contracts';
import type { MailMessage } from '@ftr/infra/mail/port.ts';

/** The texts of account mails. Nothing secret but the one link, and never a password. */
export const resetMail = (to: string, username: string, link: string): MailMessage => ({
  to,
  subject: 'FTR password reset',
  text: [
    `A password reset was asked for the FTR account '${username}'.`,
    '',
    `Choose a new password here (the link works once, for ${RESET_LINK_VALID_MINUTES} minutes):`,
    link,
    '',
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ].join('\n'),
});

export const welcomeMail = (to: string, username: string, firstName: string, link: string): MailMessage => ({
  to,
  subject: 'Your FTR account',
  text: [
    `Hello ${firstName},`,
    '',
    `An FTR account has been created for you. Your username is '${username}'.`,
    `Choose your password here (the link works once, for ${WELCOME_LINK_VALID_HOURS} hours):`,
    link,
    '',
    'When it has expired, use "Forgot password" on the sign-in page to get a new one.',
  ].join('\n'),
});

const describe = (r: RegisterBody): string[] => [
  `Name: ${r.firstName} ${r.lastName}`,
  `Email: ${r.email}`,
  `Site: ${SITE_NAMES[r.site]} (${r.site})`,
  `Live Data: ${r.permissions.liveData ? 'yes' : 'no'}`,
  `Data Grabber: ${r.permissions.viewGrabbers ? 'yes' : 'no'}`,
];

export const registrationMail = (to: string, request: RegisterBody, registrationId: string): MailMessage => ({
  to,
  subject: `FTR account request: ${request.firstName} ${request.lastName} (${request.site})`,
  text: [
    'Someone has asked for an FTR account:',
    '',
    ...describe(request),
    `Request: ${registrationId}`,
    '',
    'No account has been created. If the request is genuine, create the user under Users.',
  ].join('\n'),
});

export const registrationReceipt = (request: RegisterBody): MailMessage => ({
  to: request.email,
  subject: 'Your FTR account request',
  text: [
    `Hello ${request.firstName},`,
    '',
    'We have received your request for an FTR account and passed it to the administrators:',
    '',
    ...describe(request),
    '',
    'An administrator will set the account up and you will receive an email to choose your password.',
  ].join('\n'),
});
