import { useLingui } from '@lingui/react/macro'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import type { Props } from './manifest.ts'
import '../../shared/widget.css'
import '../shared/forms.css'

/** Breadcrumb (a navigation landmark; the last step is the current page, the others are buttons). */
export default function BreadcrumbView({ props, mode, emit }: DomWidgetProps<Props>) {
  const { t } = useLingui()
  const last = props.items.length - 1
  return (
    <nav className="gx-control" aria-label={t`Breadcrumb`}>
      <ol className="gx-breadcrumb">
        {props.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a step is its position
          <li key={index}>
            {index === last ? (
              <span aria-current="page">{item.label}</span>
            ) : (
              <button
                type="button"
                tabIndex={mode === 'runtime' ? undefined : -1}
                onClick={() => mode === 'runtime' && emit('noticeOnclick', index)}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
