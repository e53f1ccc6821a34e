import { Component, type ReactNode } from 'react'

interface Props {
  fallback: ReactNode
  children: ReactNode
}

/** Keeps one widget's failing view from taking the whole designer down; the widget shows the fallback. */
export class WidgetErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error('A widget view failed to render', error)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
