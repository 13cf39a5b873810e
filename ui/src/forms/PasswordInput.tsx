import { Input } from 'antd';
import type { ComponentProps } from 'react';

/**
 * A password field whose show/hide eye stays clickable but is out of the tab order: Tab goes from the
 * password to the next field, and Enter in the field submits the form (never lands on the eye).
 */
export const PasswordInput = (props: ComponentProps<typeof Input.Password>) => (
  <Input.Password visibilityToggle={{ tabIndex: -1 }} {...props} />
);
