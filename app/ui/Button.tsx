import type { ButtonHTMLAttributes, ComponentPropsWithRef, ReactNode } from 'react'
import { Spinner } from './Spinner'
import '../styles/ui/buttons.css'

/** How much a button stands out: the main action, an ordinary one, a destructive one, or a quiet one. */
export type ButtonVariant = 'primary' | 'default' | 'danger' | 'ghost'

interface Props extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant
  size?: 'md' | 'sm'
  /** Shows a spinner and blocks clicks while the action runs. */
  loading?: boolean
  /** An icon before the label. */
  icon?: ReactNode
  /** Stretches the button to the width of its container. */
  block?: boolean
}

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'default',
  size = 'md',
  loading = false,
  icon,
  block = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: Props) {
  const classes = [
    'button',
    `button--${variant}`,
    size === 'sm' ? 'button--sm' : '',
    block ? 'button--block' : '',
    loading ? 'button--loading' : '',
    className ?? '',
  ]
  return (
    <button
      {...rest}
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner size={size === 'sm' ? 12 : 14} /> : icon}
      {children}
    </button>
  )
}

/** A square button that shows only an icon; `label` names it for assistive technology and the tooltip. */
export function IconButton({
  label,
  children,
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string }) {
  return (
    <button
      {...rest}
      type={type}
      className={`icon-button ${className ?? ''}`.trim()}
      aria-label={label}
      title={label}
    >
      {children}
    </button>
  )
}
