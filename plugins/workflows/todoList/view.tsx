import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { WidgetFrame } from '../../shared/WidgetFrame.tsx'
import type { Props } from './manifest.ts'
import { age, designPreviewTodos } from './todoRows.ts'
import { useTodos } from './useTodos.ts'
import './todoList.css'

/**
 * The user's to-dos: sample rows in the designer; at runtime the newest `maxRows` with the live total in
 * the header. A row opens its task; an overdue one is marked in red.
 */
export default function TodoListView({ props, width, height, mode, services }: DomWidgetProps<Props>) {
  const { t } = useLingui()
  const runtime = mode === 'runtime'
  const todos = useTodos(services, props.maxRows, runtime)
  const now = Date.now()
  const preview = useMemo(() => designPreviewTodos(Date.now()), [])
  const rows = runtime ? todos.rows : preview
  const total = runtime ? todos.total : preview.length
  const ago = (received: number) => {
    const { unit, count } = age(received, now)
    if (unit === 'now') return t`just now`
    if (unit === 'minute') return plural(count, { one: '# minute ago', other: '# minutes ago' })
    if (unit === 'hour') return plural(count, { one: '# hour ago', other: '# hours ago' })
    return plural(count, { one: '# day ago', other: '# days ago' })
  }
  const notice =
    runtime && todos.load === 'failed'
      ? t`The to-dos could not be loaded.`
      : runtime && todos.load === 'loading'
        ? t`Loading to-dos…`
        : rows.length === 0
          ? t`Nothing to do.`
          : null
  return (
    <WidgetFrame
      width={width}
      height={height}
      theme={props.theme}
      title={props.title || t`My to-dos`}
      className="gx-todos"
      meta={
        <span className="gx-todos__count" data-testid="todo-count" aria-live="polite">
          {total}
        </span>
      }
    >
      <ul className="gx-todos__list">
        {rows.map((row) => (
          <li
            key={row.taskId}
            className={row.overdue ? 'gx-todos__row gx-todos__row--overdue' : 'gx-todos__row'}
          >
            <button
              type="button"
              className="gx-todos__open"
              disabled={!runtime}
              data-testid="todo-open"
              onClick={() => services.workflow.openTask(row.taskId)}
            >
              <span className="gx-todos__task">{row.taskName}</span>
              <span className="gx-todos__flow">
                {row.flowName} #{row.flowId} · {row.startPerson}
              </span>
            </button>
            <span className="gx-todos__when">
              {row.overdue ? <span className="gx-todos__overdue">{t`Overdue`}</span> : null}
              {ago(row.received)}
            </span>
          </li>
        ))}
      </ul>
      {notice ? <div className="gx-widget__notice">{notice}</div> : null}
    </WidgetFrame>
  )
}
