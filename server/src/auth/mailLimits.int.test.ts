import { setTimeout as sleep } from 'node:timers/promises';
import { startLimitsServer, type LimitsServer } from '../testing/limitsServer.ts';

/** The public routes that send mail are limited per target email and per client address. */
const waitForMails = async (server: LimitsServer, count: number) => {
  for (let i = 0; i < 200 && server.mails() < count; i++) await sleep(25);
  expect(server.mails()).toBe(count);
};
const registration = (email: string) => ({
  firstName: 'Sam',
  lastName: 'Spam',
  email,
  site: 'BA',
  permissions: { liveData: false, viewGrabbers: false },
});

describe('per target email (2 an hour in this server): the same answer, nothing sent or written', () => {
  let server: LimitsServer;
  let ip = 0;
  const from = () => `198.51.100.${++ip}`; // a new address each time: only the email limit applies
  beforeAll(async () => {
    server = await startLimitsServer({ limits: { mailsPerEmailPerHour: 2 } });
    await server.addUsers('mail.test');
  });
  afterAll(() => server.destroy());

  it('password-reset links', async () => {
    const first = await server.call('POST', '/user-reset/link/mail.test@example.com', { ip: from() });
    expect(first).toEqual({ status: 200, body: JSON.stringify({ message: 'Please check your Inbox.' }) });
    expect(await server.call('POST', '/user-reset/link/MAIL.TEST@example.com', { ip: from() })).toEqual(first);
    await waitForMails(server, 2);
    const head = await server.infra.eventStore.headPosition();
    for (let i = 0; i < 5; i++) expect(await server.call('POST', '/user-reset/link/mail.test@example.com', { ip: from() })).toEqual(first);
    expect(server.mails()).toBe(2);
    expect(await server.infra.eventStore.headPosition()).toBe(head);
    expect((await server.stream('user-mail.test')).filter((event) => event.type === 'PasswordResetRequested')).toHaveLength(2);
  });

  it('registrations', async () => {
    const mails = server.mails();
    const answers = [];
    for (let i = 0; i < 2; i++)
      answers.push(await server.call('POST', '/auth/register', { body: registration('sam.spam@example.com'), ip: from() }));
    expect(server.mails()).toBe(mails + 2); // the receipt to the address (the administrator has no email)
    const head = await server.infra.eventStore.headPosition();
    for (let i = 0; i < 5; i++)
      answers.push(await server.call('POST', '/auth/register', { body: registration('Sam.Spam@example.com'), ip: from() }));
    expect(server.mails()).toBe(mails + 2);
    expect(await server.infra.eventStore.headPosition()).toBe(head);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ message: 'Please check your inbox', position: expect.stringMatching(/^[1-9]\d*$/) });
    }
    expect((await server.call('POST', '/auth/register', { body: registration('other@example.com'), ip: from() })).status).toBe(200);
    expect(server.mails()).toBe(mails + 3); // another email still gets its mail
  });
});

describe('per client address (3 a minute in this server): 429, nothing sent or written', () => {
  let server: LimitsServer;
  beforeAll(async () => {
    server = await startLimitsServer({ limits: { mailRequestsPerAddressPerMinute: 3 } });
  });
  afterAll(() => server.destroy());

  it.each([
    ['password-reset links', (i: number) => ['/user-reset/link/' + `nobody${i}@example.com`, undefined] as const],
    ['registrations', (i: number) => ['/auth/register', registration(`person${i}@example.com`)] as const],
  ])('%s', async (_name, request) => {
    const ip = _name === 'registrations' ? '203.0.113.21' : '203.0.113.20';
    for (let i = 0; i < 3; i++) {
      const [url, body] = request(i);
      expect((await server.call('POST', url, { ip, ...(body ? { body } : {}) })).status).toBe(200);
    }
    const mails = server.mails();
    const head = await server.infra.eventStore.headPosition();
    const [url, body] = request(9);
    expect(await server.call('POST', url, { ip, ...(body ? { body } : {}) })).toEqual({
      status: 429,
      body: 'Too many requests from your address; please wait a minute and try again',
    });
    expect(server.mails()).toBe(mails);
    expect(await server.infra.eventStore.headPosition()).toBe(head);
    expect((await server.call('POST', url, { ip: '203.0.113.22', ...(body ? { body } : {}) })).status).toBe(200);
  });
});
