import { Trans } from '@lingui/react/macro'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { productName } from './brand'
import { Logo } from './Logo'
import '../styles/exception.css'

interface State {
  error: Error | null
}

/** Catches a render error anywhere below it and shows the fallback page (spec S0 §8). */
export class RenderErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidMount(): void {
    window.addEventListener('hashchange', this.leave)
  }

  override componentWillUnmount(): void {
    window.removeEventListener('hashchange', this.leave)
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack)
  }

  // Following the fallback's link (or any other navigation) gives the new route a fresh render.
  private leave = () => {
    if (this.state.error) this.setState({ error: null })
  }

  override render() {
    return this.state.error ? <RenderErrorPage /> : this.props.children
  }
}

/** The fallback page: the logo, what happened, and a link to the login page. */
export function RenderErrorPage() {
  return (
    <main className="exception" data-testid="render-error">
      <div className="exception__brand">
        <Logo size={56} />
        <span>{productName}</span>
      </div>
      <h1 className="exception__title">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="exception__description">
        <Trans>This page could not be displayed. Sign in again to continue.</Trans>
      </p>
      <a className="button button--primary" href="#/user/login">
        <Trans>Go to the login page</Trans>
      </a>
    </main>
  )
}
