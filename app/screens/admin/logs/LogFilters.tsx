import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button, icons, SearchBox } from '../../../ui'
import { DateRangeField } from '../common/DateRangeField'
import { isReversedRange, type LocalDay } from '../common/dateTime'
import { Toolbar } from '../common/Toolbar'

/** The filters both logs share: who, what (keyword) and which days. */
export interface LogFilterValues {
  username: string
  keyword: string
  fromDay: LocalDay
  toDay: LocalDay
}

export const NO_LOG_FILTERS: LogFilterValues = { username: '', keyword: '', fromDay: '', toDay: '' }

interface Props {
  value: LogFilterValues
  onChange: (value: LogFilterValues) => void
  /** The keyword as free text, or as a choice among fixed values (the access log's events). */
  keyword:
    | { kind: 'text'; placeholder: string }
    | { kind: 'choice'; label: string; options: readonly { value: string; label: string }[] }
  onRefresh: () => void
}

/** The filter row of a log: username, keyword, a day range; a reversed range is flagged, not sent. */
export function LogFilters({ value, onChange, keyword, onRefresh }: Props) {
  const { t } = useLingui()
  const [days, setDays] = useState({ from: value.fromDay, to: value.toDay })
  const reversed = isReversedRange(days.from, days.to)
  const filtering =
    value.username !== '' || value.keyword !== '' || value.fromDay !== '' || value.toDay !== ''
  return (
    <Toolbar
      actions={
        <>
          {filtering ? (
            <Button
              variant="ghost"
              onClick={() => {
                setDays({ from: '', to: '' })
                onChange(NO_LOG_FILTERS)
              }}
            >
              <Trans>Clear filters</Trans>
            </Button>
          ) : null}
          <Button variant="ghost" icon={<icons.RefreshIcon size={15} />} onClick={onRefresh}>
            <Trans>Refresh</Trans>
          </Button>
        </>
      }
    >
      <SearchBox
        value={value.username}
        onSearch={(username) => onChange({ ...value, username })}
        label={t`Username`}
        placeholder={t`Exact username`}
      />
      {keyword.kind === 'text' ? (
        <SearchBox
          value={value.keyword}
          onSearch={(text) => onChange({ ...value, keyword: text })}
          placeholder={keyword.placeholder}
        />
      ) : (
        <select
          className="field__input toolbar-select"
          aria-label={keyword.label}
          value={value.keyword}
          onChange={(event) => onChange({ ...value, keyword: event.target.value })}
        >
          {keyword.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      <DateRangeField
        id="log-days"
        from={days.from}
        to={days.to}
        invalid={reversed}
        onChange={(from, to) => {
          setDays({ from, to })
          if (!isReversedRange(from, to)) onChange({ ...value, fromDay: from, toDay: to })
        }}
      />
      {reversed ? (
        <span className="field__error" role="alert">
          <Trans>The first day must not be after the last day.</Trans>
        </span>
      ) : null}
    </Toolbar>
  )
}
