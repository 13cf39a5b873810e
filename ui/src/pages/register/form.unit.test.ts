import { RegisterBody } from '@ftr/contracts';
import { registrationBody } from './form.ts';

describe('registration payload (spec 3 §3)', () => {
  it('maps the Live Data and Data Grabber tick boxes to the requested permissions', () => {
    const body = registrationBody({
      firstName: ' Rita ',
      lastName: 'Requester',
      email: 'rita@example.com ',
      site: 'CO',
      liveData: false,
      dataGrabber: true,
    });
    expect(body).toEqual({
      firstName: 'Rita',
      lastName: 'Requester',
      email: 'rita@example.com',
      site: 'CO',
      permissions: { liveData: false, viewGrabbers: true },
    });
    expect(RegisterBody.safeParse(body).success).toBe(true);
  });

  it('sends untouched fields empty, so the server answers which one is missing', () => {
    const body = registrationBody({ site: 'BA', liveData: true, dataGrabber: false });
    expect(body).toMatchObject({ firstName: '', lastName: '', email: '' });
    const parsed = RegisterBody.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('First Name must be at least 2 characters');
  });
});
