import { Button, Result } from 'antd';

/** What plant staff see when a screen fails in a way the app did not expect (AppErrorBoundary, RouteError). */
export const CRASH_TITLE = 'This screen stopped working';
export const CRASH_TEXT =
  'Values already submitted are saved. Reload to carry on; if it happens again, tell your supervisor what you were doing.';

const AppCrash = () => (
  <Result
    status="error"
    title={CRASH_TITLE}
    subTitle={CRASH_TEXT}
    extra={
      <Button type="primary" onClick={() => window.location.reload()}>
        Reload
      </Button>
    }
    data-testid="app-crash"
  />
);

export default AppCrash;
