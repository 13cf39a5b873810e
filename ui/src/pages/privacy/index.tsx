import { Card, Typography } from 'antd';
import { PageTitle } from '../../layout/PageTitle.tsx';

const { Title, Paragraph } = Typography;

/**
 * Spec 3 §2 Privacy notice (public, static). The owner's contact details are not in the spec, so the
 * notice points to the site's data protection lead. Registration data is kept up to 24 months after closure (§9).
 */
const PrivacyPage = () => (
  <>
    <PageTitle page="Privacy Notice" />
    <Card style={{ maxWidth: 860 }}>
      <Title level={2}>Privacy notice</Title>
      <Paragraph>
        FTR is the company&apos;s internal plant data-recording application. This notice explains what it keeps about the people who use it,
        why, and for how long.
      </Paragraph>
      <Title level={4}>What we keep</Title>
      <ul>
        <li>
          Your account: username, first and last name, email address, telephone number (if given), the sites you may work on and your
          permissions.
        </li>
        <li>
          What you record: every value, comment and change you make is kept with your username and the time, as the audit trail of the plant
          data.
        </li>
        <li>Sign-in sessions, and which data screens you opened and when.</li>
        <li>Your subscriptions and notification preferences.</li>
      </ul>
      <Title level={4}>Why</Title>
      <Paragraph>
        To give you access to the sites and screens your work needs, to keep a reliable record of who entered which process data (a
        requirement of our quality and food-safety controls), and to tell you about the values you subscribe to.
      </Paragraph>
      <Title level={4}>How long</Title>
      <Paragraph data-testid="privacy-retention">
        Registration data is kept for up to 24 months after your account is closed, and then deleted. Process data and its audit trail are
        company records and are kept with them.
      </Paragraph>
      <Title level={4}>Cookies and browser storage</Title>
      <Paragraph>
        FTR stores your sign-in token (for this browser session, or on this computer when you tick Remember Me) and whether you have
        accepted this notice. It uses no advertising or tracking cookies.
      </Paragraph>
      <Title level={4}>Your rights and who to contact</Title>
      <Paragraph>
        You may ask to see the personal data FTR holds about you, and to have it corrected. For these requests or any question about this
        notice, contact your site&apos;s data protection lead.
      </Paragraph>
    </Card>
  </>
);

export default PrivacyPage;
