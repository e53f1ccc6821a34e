import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { useLocation } from 'wouter'
import { MESSAGES } from '../../../engine/rules/responses'
import { Button } from '../../ui/Button'
import '../../styles/exception.css'

interface Props {
  /** The status the page stands for, shown large: '403', '404', '500'. */
  code: string
  title: ReactNode
  description: ReactNode
}

/** An error page (spec S1 §2): a title, a localised description and a button back to the main page. */
export function ExceptionPage({ code, title, description }: Props) {
  const [, navigate] = useLocation()
  const { i18n } = useLingui()
  return (
    <section className="exception" data-testid={`exception-${code}`}>
      <p className="exception__code" aria-hidden="true">
        {code}
      </p>
      <h1 className="exception__title">{title}</h1>
      <p className="exception__description">{description}</p>
      <Button variant="primary" onClick={() => navigate('/')}>
        {i18n._(MESSAGES.backToHome)}
      </Button>
    </section>
  )
}
