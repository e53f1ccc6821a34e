import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../ui'
import { AreaPicker, type AreaRef } from '../factory/AreaPicker'

const same = (a: AreaRef, b: AreaRef) => a.network === b.network && a.objName === b.objName

/**
 * The areas of the plant whose alarms an alarm type notifies: each a network node and everything below
 * it, read by the server at each alarm, so objects placed in an area later are included.
 */
export function AlarmAreas({ value, onChange }: { value: AreaRef[]; onChange(areas: AreaRef[]): void }) {
  const { t } = useLingui()
  return (
    <fieldset className="notify-checklist" data-testid="type-areas">
      <legend>
        <Trans>Areas of the plant (with the objects above; none: all)</Trans>
      </legend>
      {value.length > 0 ? (
        <ul className="notify-areas">
          {value.map((area) => (
            <li key={`${area.network}/${area.objName}`} className="notify-areas__item">
              <span>
                {area.network} / {area.objName}
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t`Remove area ${area.objName}`}
                onClick={() => onChange(value.filter((other) => !same(other, area)))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <AreaPicker
        idPrefix="type"
        onPick={(_objects, _name, area) => {
          if (!value.some((other) => same(other, area))) onChange([...value, area])
        }}
      />
    </fieldset>
  )
}
