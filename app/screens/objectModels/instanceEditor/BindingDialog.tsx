import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { HttpResult } from '../../../shell/http'
import { Button, InlineNotice, Modal, TextField } from '../../../ui'
import { FieldShell } from '../../../ui/FieldShell'
import type { Binding, Connector, Property } from '../common/modelApi'
import { ConnectorState } from './ConnectorState'
import { useLeaseCheck } from './leaseCheck'
import { ModbusFields, modbusBinding, modbusDraft } from './ModbusFields'
import { OpcuaNodePicker } from './OpcuaNodePicker'

const WAVEFORMS = ['sine', 'ramp', 'triangle', 'square', 'random'] as const
const SIM_NUMBERS = ['amplitude', 'offset', 'period', 'phase', 'every', 'decimals'] as const
type SimNumber = (typeof SIM_NUMBERS)[number]

interface Props {
  property: Property
  connectors: Connector[]
  onSubmit(binding: Binding): Promise<HttpResult<unknown> | null>
  onRemove(): Promise<void>
  onClose(): void
}

const numberText = (value: unknown, fallback: string) =>
  typeof value === 'number' ? String(value) : fallback

/**
 * Where a property's live value comes from (server/connectors/README.md): the simulator with its waveform
 * and parameters, an MQTT broker topic with an optional JSON path, an OPC UA node picked by browsing the
 * server's address space, or a Modbus register, coil or input with its data type, orders and scaling.
 * Shows each connector's online state.
 */
export function BindingDialog({ property, connectors, onSubmit, onRemove, onClose }: Props) {
  const { t } = useLingui()
  const current = property.binding
  const names = [
    ...new Set([
      'simulator',
      'mqtt',
      ...connectors.map((c) => c.name),
      ...(current ? [current.connector] : []),
    ]),
  ]
  const [connector, setConnector] = useState(current?.connector ?? 'simulator')
  const [waveform, setWaveform] = useState(
    String(current?.waveform ?? (property.type === 'bool' ? 'square' : 'sine')),
  )
  const [numbers, setNumbers] = useState<Record<SimNumber, string>>({
    amplitude: numberText(current?.amplitude, '1'),
    offset: numberText(current?.offset, '0'),
    period: numberText(current?.period, '60'),
    phase: numberText(current?.phase, '0'),
    every: numberText(current?.every, '0'),
    decimals: numberText(current?.decimals, '6'),
  })
  const [topic, setTopic] = useState(String(current?.topic ?? ''))
  const [path, setPath] = useState(String(current?.path ?? ''))
  const [nodeId, setNodeId] = useState(String(current?.nodeId ?? ''))
  const [sampling, setSampling] = useState(numberText(current?.samplingInterval, '1000'))
  const [slowSampling, setSlowSampling] = useState(numberText(current?.slowSamplingInterval, ''))
  const [deadband, setDeadband] = useState(numberText(current?.deadband, '0'))
  const [modbus, setModbus] = useState(() => modbusDraft(current ?? null, property.type))
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const isSimulator = connector === 'simulator'
  const info = connectors.find((c) => c.name === connector)
  const isOpcua = info?.type === 'opcua'
  const isModbus = info?.type === 'modbus'
  const leaseError = useLeaseCheck()
  const slowSamplingError = isOpcua
    ? leaseError(slowSampling, sampling.trim() === '' ? '1000' : sampling)
    : null
  const modbusSlowError = isModbus ? leaseError(modbus.slowInterval, modbus.interval) : null
  const numberLabel: Record<SimNumber, string> = {
    amplitude: t`Amplitude`,
    offset: t`Offset`,
    period: t`Period (s)`,
    phase: t`Phase (fraction of the period)`,
    every: t`Update every (s)`,
    decimals: t`Decimals`,
  }

  async function save() {
    // A slow interval that is not slower is refused here already; the server checks it too.
    if (slowSamplingError || modbusSlowError) return
    let binding: Binding = { connector }
    if (isModbus) {
      // Numbers as typed; the server checks them (readModbusBinding) and its message is shown.
      binding = modbusBinding(connector, modbus)
    } else if (isSimulator) {
      binding.waveform = waveform
      for (const key of SIM_NUMBERS) {
        const text = numbers[key].trim()
        if (text !== '') binding[key] = Number.isFinite(Number(text)) ? Number(text) : text
      }
    } else if (isOpcua) {
      // Numbers as typed; the server checks them (readOpcuaBinding) and its message is shown.
      binding.nodeId = nodeId.trim()
      binding.samplingInterval = sampling.trim() === '' ? 1000 : Number(sampling)
      binding.deadband = deadband.trim() === '' ? 0 : Number(deadband)
      if (slowSampling.trim() !== '') binding.slowSamplingInterval = Number(slowSampling)
    } else {
      binding.topic = topic
      if (path.trim() !== '') binding.path = path.trim()
    }
    setSaving(true)
    const result = await onSubmit(binding)
    setSaving(false)
    if (result && !result.ok) setError(result.message)
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t`Binding of ${property.name}`}
      width={640}
      footer={
        <>
          {current ? (
            <Button variant="danger" onClick={() => void onRemove()} data-testid="binding-remove">
              <Trans>Remove binding</Trans>
            </Button>
          ) : null}
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="primary" loading={saving} onClick={() => void save()} data-testid="binding-save">
            <Trans>Save binding</Trans>
          </Button>
        </>
      }
    >
      <div className="model-form" data-testid="binding-dialog">
        {error ? <InlineNotice tone="error" title={error} /> : null}
        <div className="model-form__row">
          <FieldShell id="binding-connector" label={<Trans>Connector</Trans>}>
            <select
              id="binding-connector"
              className="field__input"
              value={connector}
              onChange={(event) => setConnector(event.target.value)}
            >
              {names.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </FieldShell>
          <div className="field">
            <span className="field__label">{t`State`}</span>
            <ConnectorState connector={info} />
          </div>
        </div>
        {isSimulator ? (
          <>
            <FieldShell id="binding-waveform" label={<Trans>Waveform</Trans>}>
              <select
                id="binding-waveform"
                className="field__input"
                value={waveform}
                onChange={(event) => setWaveform(event.target.value)}
              >
                {WAVEFORMS.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </FieldShell>
            <div className="model-form__row">
              {SIM_NUMBERS.map((key) => (
                <TextField
                  key={key}
                  id={`binding-${key}`}
                  label={numberLabel[key]}
                  value={numbers[key]}
                  inputMode="decimal"
                  onChange={(value) => setNumbers((all) => ({ ...all, [key]: value }))}
                />
              ))}
            </div>
          </>
        ) : isModbus ? (
          <ModbusFields draft={modbus} onChange={setModbus} slowIntervalError={modbusSlowError} />
        ) : isOpcua ? (
          <>
            <TextField
              id="binding-node"
              label={<Trans>Node id</Trans>}
              value={nodeId}
              onChange={setNodeId}
              hint={t`Pick a variable below, or type one such as ns=2;s=Tank1.Level`}
              required
            />
            <OpcuaNodePicker connector={connector} selected={nodeId} onPick={setNodeId} />
            <div className="model-form__row">
              <TextField
                id="binding-sampling"
                label={<Trans>Sampling interval (ms)</Trans>}
                value={sampling}
                inputMode="numeric"
                onChange={setSampling}
              />
              <TextField
                id="binding-slow-sampling"
                label={<Trans>Slow sampling interval (ms)</Trans>}
                value={slowSampling}
                inputMode="numeric"
                onChange={setSlowSampling}
                error={slowSamplingError}
                hint={t`Sampled this slowly while no value is on a screen or in an active alarm; empty: always at the sampling interval`}
              />
              <TextField
                id="binding-deadband"
                label={<Trans>Deadband</Trans>}
                value={deadband}
                inputMode="decimal"
                onChange={setDeadband}
                hint={t`A smaller change is not reported; 0 reports every change`}
              />
            </div>
          </>
        ) : (
          <div className="model-form__row">
            <TextField
              id="binding-topic"
              label={<Trans>Topic</Trans>}
              value={topic}
              onChange={setTopic}
              hint={t`+ and # wildcards are allowed`}
              required
            />
            <TextField
              id="binding-path"
              label={<Trans>JSON path</Trans>}
              value={path}
              onChange={setPath}
              hint={t`Into the payload, e.g. data.value; empty for a plain value`}
            />
          </div>
        )}
      </div>
    </Modal>
  )
}
