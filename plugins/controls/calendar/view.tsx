import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { WidgetFrame } from '../../shared/WidgetFrame.tsx'
import { type Day, dayKey, eventsByDay, monthGrid, shift, type WeekStart, weekDays } from './calendarGrid.ts'
import { lunarDay } from './lunarDay.ts'
import type { Props } from './manifest.ts'
import { messages } from './messages.ts'
import { useEventInstances } from './useEvents.ts'
import './calendar.css'

const todayOf = (): Day => {
  const now = new Date()
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() }
}

/**
 * A month (six weeks) or a week of days: the Gregorian day, the lunar date under it, a festival or
 * solar term, public holidays marked 休 (off) or 班 (working day in lieu), and the events of the object
 * query on their day. Design mode shows the calendar without events.
 */
export default function CalendarView({ props, width, height, mode, services }: DomWidgetProps<Props>) {
  const { t, i18n } = useLingui()
  const [view, setView] = useState<'month' | 'week'>(props.view)
  const [anchor, setAnchor] = useState<Day>(todayOf)
  const weekStart: WeekStart = props.weekStart === 'sunday' ? 0 : 1
  const runtime = mode === 'runtime'
  const keys = [props.dateProp, props.titleProp].filter(Boolean)
  const { instances, failed } = useEventInstances(services, props.eventTemplate, keys, runtime)
  const events = useMemo(
    () => eventsByDay(instances, props.dateProp, props.titleProp),
    [instances, props.dateProp, props.titleProp],
  )
  const weeks =
    view === 'month' ? monthGrid(anchor.year, anchor.month, weekStart) : [weekDays(anchor, weekStart)]
  const today = dayKey(todayOf())
  const locale = i18n.locale === 'zh-cn' ? 'zh-CN' : 'en-US'
  const weekdayNames = (weeks[0] ?? []).map((d) =>
    new Date(d.year, d.month - 1, d.day).toLocaleDateString(locale, { weekday: 'short' }),
  )
  const heading =
    view === 'month'
      ? new Date(anchor.year, anchor.month - 1, 1).toLocaleDateString(locale, {
          year: 'numeric',
          month: 'long',
        })
      : `${dayKey(weeks[0]?.[0] ?? anchor)} – ${dayKey(weeks[0]?.[6] ?? anchor)}`

  return (
    <WidgetFrame
      width={width}
      height={height}
      theme={props.theme}
      title={props.title || i18n._(messages.title)}
      className="gx-calendar"
      meta={
        <span className="gx-calendar__nav">
          <button
            type="button"
            className="gx-button"
            aria-label={t`Previous`}
            onClick={() => setAnchor((a) => shift(a, view, -1))}
          >
            ‹
          </button>
          <strong className="gx-calendar__heading" aria-live="polite">
            {heading}
          </strong>
          <button
            type="button"
            className="gx-button"
            aria-label={t`Next`}
            onClick={() => setAnchor((a) => shift(a, view, 1))}
          >
            ›
          </button>
          <button type="button" className="gx-button" onClick={() => setAnchor(todayOf())}>
            {t`Today`}
          </button>
          <span className="gx-calendar__views">
            <button
              type="button"
              className="gx-button"
              aria-pressed={view === 'month'}
              onClick={() => setView('month')}
            >
              {t`Month`}
            </button>
            <button
              type="button"
              className="gx-button"
              aria-pressed={view === 'week'}
              onClick={() => setView('week')}
            >
              {t`Week`}
            </button>
          </span>
        </span>
      }
    >
      <div className={`gx-calendar__grid gx-calendar__grid--${view}`}>
        {weekdayNames.map((name) => (
          <div key={name} className="gx-calendar__weekday">
            {name}
          </div>
        ))}
        {weeks.flat().map((d) => {
          const key = dayKey(d)
          const lunar = props.showLunar || props.showHolidays ? lunarDay(d.year, d.month, d.day) : null
          const dayEvents = events.get(key) ?? []
          const classes = ['gx-calendar__day']
          if (view === 'month' && d.month !== anchor.month) classes.push('gx-calendar__day--other')
          if (key === today) classes.push('gx-calendar__day--today')
          if (props.showHolidays && lunar?.holiday && !lunar.holiday.work)
            classes.push('gx-calendar__day--off')
          return (
            <div key={key} className={classes.join(' ')} data-day={key}>
              <div className="gx-calendar__date">
                <span className="gx-calendar__number">{d.day}</span>
                {props.showHolidays && lunar?.holiday ? (
                  <span
                    className={
                      lunar.holiday.work ? 'gx-calendar__tag gx-calendar__tag--work' : 'gx-calendar__tag'
                    }
                    title={lunar.holiday.name}
                  >
                    {lunar.holiday.work ? '班' : '休'}
                  </span>
                ) : null}
              </div>
              {lunar ? (
                <div className="gx-calendar__lunar" data-lunar={`${lunar.month}-${lunar.day}`}>
                  {props.showHolidays && lunar.festival ? (
                    <span className="gx-calendar__festival">{lunar.festival}</span>
                  ) : props.showLunar ? (
                    lunar.lunar
                  ) : null}
                </div>
              ) : null}
              {dayEvents.slice(0, view === 'week' ? 20 : 3).map((event) => (
                <div key={event.id} className="gx-calendar__event" title={event.title}>
                  {event.title}
                </div>
              ))}
              {view === 'month' && dayEvents.length > 3 ? (
                <div className="gx-calendar__more">{t`+${dayEvents.length - 3} more`}</div>
              ) : null}
            </div>
          )
        })}
      </div>
      {failed ? (
        <div className="gx-calendar__error" role="alert">
          {t`The events could not be loaded.`}
        </div>
      ) : null}
    </WidgetFrame>
  )
}
