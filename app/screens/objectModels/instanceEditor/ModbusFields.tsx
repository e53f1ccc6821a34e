import { useLingui } from '@lingui/react/macro'
import { TextField } from '../../../ui'
import { FieldShell } from '../../../ui/FieldShell'
import type { Binding } from '../common/modelApi'

// The Modbus item of a binding, as server/connectors/modbus/binding.ts reads it.
export const MODBUS_AREAS = ['holding', 'input', 'coil', 'discrete'] as const
export const MODBUS_TYPES = ['int16', 'uint16', 'int32', 'uint32', 'float32', 'float64', 'bool'] as const

/** The Modbus fields as typed: numbers stay text until saved, so the server's message names what is wrong. */
export interface ModbusDraft {
  area: string
  address: string
  dataType: string
  byteOrder: string
  wordOrder: string
  scale: string
  offset: string
  bit: string
  interval: string
  slowInterval: string
}

const text = (value: unknown, fallback: string) =>
  value === undefined || value === null ? fallback : String(value)

/** The draft of a binding (its Modbus item, or the defaults for a property of `type`). */
export function modbusDraft(binding: Binding | null, type: string): ModbusDraft {
  const b = binding ?? ({} as Binding)
  return {
    area: text(b.area, 'holding'),
    address: text(b.address, '0'),
    dataType: text(
      b.dataType,
      type === 'bool' ? 'bool' : type === 'float' || type === 'double' ? 'float32' : 'int16',
    ),
    byteOrder: text(b.byteOrder, 'BE'),
    wordOrder: text(b.wordOrder, 'BE'),
    scale: text(b.scale, '1'),
    offset: text(b.offset, '0'),
    bit: text(b.bit, ''),
    interval: text(b.interval, ''),
    slowInterval: text(b.slowInterval, ''),
  }
}

const asNumber = (value: string) =>
  Number.isFinite(Number(value)) && value.trim() !== '' ? Number(value) : value

/** Writes the draft into a binding; empty optional fields are left out (the connector's defaults apply). */
export function modbusBinding(connector: string, draft: ModbusDraft): Binding {
  const bitArea = draft.area === 'coil' || draft.area === 'discrete'
  const binding: Binding = {
    connector,
    area: draft.area,
    address: asNumber(draft.address),
    dataType: bitArea ? 'bool' : draft.dataType,
    byteOrder: draft.byteOrder,
    wordOrder: draft.wordOrder,
  }
  if (!bitArea && draft.dataType !== 'bool') {
    binding.scale = asNumber(draft.scale)
    binding.offset = asNumber(draft.offset)
  }
  if (!bitArea && draft.dataType === 'bool' && draft.bit.trim() !== '') binding.bit = asNumber(draft.bit)
  if (draft.interval.trim() !== '') binding.interval = asNumber(draft.interval)
  if (draft.slowInterval.trim() !== '') binding.slowInterval = asNumber(draft.slowInterval)
  return binding
}

/** Register area, address, data type, byte and word order, scale and offset of a Modbus item. */
export function ModbusFields({
  draft,
  onChange,
  slowIntervalError,
}: {
  draft: ModbusDraft
  onChange(draft: ModbusDraft): void
  /** Why the slow interval cannot be used (checked by the dialog before saving). */
  slowIntervalError?: string | null
}) {
  const { t } = useLingui()
  const set = (patch: Partial<ModbusDraft>) => onChange({ ...draft, ...patch })
  const bitArea = draft.area === 'coil' || draft.area === 'discrete'
  const areaLabel: Record<string, string> = {
    holding: t`Holding registers`,
    input: t`Input registers`,
    coil: t`Coils`,
    discrete: t`Discrete inputs`,
  }
  const select = (
    id: string,
    label: string,
    value: string,
    options: readonly string[],
    key: keyof ModbusDraft,
    words?: Record<string, string>,
  ) => (
    <FieldShell id={id} label={label}>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => set({ [key]: event.target.value })}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {words?.[option] ?? option}
          </option>
        ))}
      </select>
    </FieldShell>
  )
  const order = { BE: t`High first (standard)`, LE: t`Low first (swapped)` }
  return (
    <>
      <div className="model-form__row">
        {select('binding-area', t`Area`, draft.area, MODBUS_AREAS, 'area', areaLabel)}
        <TextField
          id="binding-address"
          label={t`Address (0-based)`}
          value={draft.address}
          inputMode="numeric"
          onChange={(address) => set({ address })}
          required
        />
        {bitArea ? null : select('binding-datatype', t`Data type`, draft.dataType, MODBUS_TYPES, 'dataType')}
      </div>
      {bitArea ? null : (
        <div className="model-form__row">
          {select('binding-byteorder', t`Byte order`, draft.byteOrder, ['BE', 'LE'], 'byteOrder', order)}
          {select('binding-wordorder', t`Word order`, draft.wordOrder, ['BE', 'LE'], 'wordOrder', order)}
          {draft.dataType === 'bool' ? (
            <TextField
              id="binding-bit"
              label={t`Bit (0–15)`}
              value={draft.bit}
              inputMode="numeric"
              onChange={(bit) => set({ bit })}
              hint={t`Empty: any value other than 0 is true`}
            />
          ) : (
            <>
              <TextField
                id="binding-scale"
                label={t`Scale`}
                value={draft.scale}
                inputMode="decimal"
                onChange={(scale) => set({ scale })}
              />
              <TextField
                id="binding-offset"
                label={t`Offset`}
                value={draft.offset}
                inputMode="decimal"
                onChange={(offset) => set({ offset })}
                hint={t`value = raw × scale + offset`}
              />
            </>
          )}
        </div>
      )}
      <div className="model-form__row">
        <TextField
          id="binding-interval"
          label={t`Polling interval (ms)`}
          value={draft.interval}
          inputMode="numeric"
          onChange={(interval) => set({ interval })}
          hint={t`Empty: the connector's interval`}
        />
        <TextField
          id="binding-slow-interval"
          label={t`Slow polling interval (ms)`}
          value={draft.slowInterval}
          inputMode="numeric"
          onChange={(slowInterval) => set({ slowInterval })}
          error={slowIntervalError}
          hint={t`Polled this slowly while no value of its group is on a screen or in an active alarm; empty: always at the polling interval`}
        />
      </div>
    </>
  )
}
