import { Link, type LinkProps } from 'react-router';
import { buttonClass, type ButtonVariant } from './button.tsx';

/** A link that looks like a button: for actions that go somewhere. */
export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={`${buttonClass(variant)} ${className}`} {...props} />;
}
