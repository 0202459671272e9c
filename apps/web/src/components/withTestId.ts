import type { ButtonProps } from 'antd';

/** Button props carrying a test id: antd passes data-* attributes on to the button, though ButtonProps does not list them. */
export const withTestId = (id: string, props: ButtonProps = {}): ButtonProps => ({ ...props, ...({ 'data-testid': id } as ButtonProps) });
