import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { MESSAGES } from '../../../../engine/rules/responses'
import { Button, InlineNotice, icons, notify, Panel, Select } from '../../../ui'
import { isConflict } from '../../admin/common/request'
import { Toolbar } from '../../admin/common/Toolbar'
import { BoxCanvas } from './BoxCanvas'
import { newBoxId } from './boxGeometry'
import {
  getImage,
  runInference,
  saveImage,
  type VisionBox,
  type VisionImage,
  type VisionPrediction,
  type VisionSet,
} from './visionApi'

interface Props {
  set: VisionSet
  imageId: number
  onBack: () => void
}

type Loaded = VisionImage & { dataUrl: string }

/**
 * Draws, moves, resizes and deletes the boxes of one image, runs the set's model on it and accepts the
 * boxes it found. Nothing is stored until Save, which sends the version it loaded: a save by someone
 * else in between is refused (409) and the boxes on screen are kept until the user reloads.
 */
export function AnnotationView({ set, imageId, onBack }: Props) {
  const { t, i18n } = useLingui()
  const [image, setImage] = useState<Loaded | null>(null)
  const [boxes, setBoxes] = useState<VisionBox[]>([])
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [label, setLabel] = useState(set.labels[0]?.name ?? '')
  const [predictions, setPredictions] = useState<VisionPrediction[] | null>(null)
  const [failure, setFailure] = useState<{ title: string; message: string; stale?: boolean } | null>(null)
  const [saving, setSaving] = useState(false)
  const [inferring, setInferring] = useState(false)
  const [dirty, setDirty] = useState(false)

  const load = useCallback(async () => {
    const result = await getImage(imageId)
    if (!result.ok) {
      setFailure({ title: t`The image could not be loaded`, message: result.message })
      return
    }
    setImage(result.data)
    setBoxes(result.data.boxes)
    setDirty(false)
    setFailure(null)
    setSelectedId(null)
  }, [imageId, t])
  useEffect(() => {
    void load()
  }, [load])

  const edit = (next: (all: VisionBox[]) => VisionBox[]) => {
    setBoxes(next)
    setDirty(true)
  }
  const removeSelected = () => {
    if (selectedId === null) return
    edit((all) => all.filter((box) => box.id !== selectedId))
    setSelectedId(null)
  }

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Not while typing in a field; a label's radio button may hold the focus and still means "the picture".
      const target = event.target
      const typing =
        (target instanceof HTMLInputElement && target.type !== 'radio' && target.type !== 'checkbox') ||
        target instanceof HTMLSelectElement ||
        target instanceof HTMLTextAreaElement
      if (!typing && (event.key === 'Delete' || event.key === 'Backspace') && selectedId !== null) {
        event.preventDefault()
        setBoxes((all) => all.filter((box) => box.id !== selectedId))
        setDirty(true)
        setSelectedId(null)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [selectedId])

  if (!image) {
    return failure ? (
      <Panel>
        <InlineNotice tone="error" title={failure.title}>
          {failure.message}
        </InlineNotice>
      </Panel>
    ) : null
  }

  const colorOf = (name: string) => set.labels.find((l) => l.name === name)?.color ?? '#9e9e9e'
  const selected = boxes.find((box) => box.id === selectedId) ?? null
  const labelOptions = set.labels.map((l) => ({ value: l.name, label: l.name }))

  async function save() {
    if (!image) return
    setSaving(true)
    const result = await saveImage(image.imageId, { boxes, version: image.version })
    setSaving(false)
    if (result.ok) {
      setImage({ ...image, ...result.data })
      setDirty(false)
      setFailure(null)
      notify.success(i18n._(MESSAGES.saveSucceeded), image.fileName)
    } else {
      setFailure({ title: t`The boxes were not saved`, message: result.message, stale: isConflict(result) })
    }
  }

  async function infer() {
    if (!image) return
    setInferring(true)
    setFailure(null)
    const result = await runInference(image.imageId)
    setInferring(false)
    if (result.ok) setPredictions(result.data.predictions)
    else setFailure({ title: t`The model service failed`, message: result.message })
  }

  /** An accepted prediction becomes an ordinary box (a label the set does not have gets the one chosen). */
  function accept(list: VisionPrediction[]) {
    const known = new Set(set.labels.map((l) => l.name))
    const made = list.map(({ x, y, w, h, label: found }) => ({
      id: newBoxId(),
      label: known.has(found) ? found : label,
      x: Math.round(x),
      y: Math.round(y),
      w: Math.max(1, Math.round(w)),
      h: Math.max(1, Math.round(h)),
    }))
    edit((all) => [...all, ...made])
    setPredictions((all) => (all ?? []).filter((p) => !list.includes(p)))
  }

  return (
    <Panel>
      <Toolbar
        actions={
          <>
            <Button
              icon={<icons.RefreshIcon size={15} />}
              loading={inferring}
              disabled={set.modelUrl === ''}
              title={set.modelUrl === '' ? t`The set has no model service` : set.modelUrl}
              data-testid="vision-infer"
              onClick={() => void infer()}
            >
              <Trans>Run inference</Trans>
            </Button>
            <Button
              variant="primary"
              loading={saving}
              disabled={!dirty}
              data-testid="vision-save"
              onClick={() => void save()}
            >
              <Trans>Save</Trans>
            </Button>
          </>
        }
      >
        <Button variant="ghost" onClick={onBack} data-testid="vision-image-back">
          <Trans>← {set.name}</Trans>
        </Button>
        <h2 className="vision-title">
          {image.folder ? `${image.folder} / ` : ''}
          {image.fileName}
          <small>
            {' '}
            {image.width} × {image.height}
            {dirty ? (
              <>
                {' '}
                · <Trans>unsaved changes</Trans>
              </>
            ) : null}
          </small>
        </h2>
      </Toolbar>
      {failure ? (
        <div data-testid="vision-failure">
          <InlineNotice tone="error" title={failure.title}>
            {failure.message}
            {failure.stale ? (
              <>
                {' '}
                <Button size="sm" onClick={() => void load()} data-testid="vision-reload">
                  <Trans>Reload (drops your changes)</Trans>
                </Button>
              </>
            ) : null}
          </InlineNotice>
        </div>
      ) : null}
      <div className="vision-annotate">
        <BoxCanvas
          dataUrl={image.dataUrl}
          width={image.width}
          height={image.height}
          boxes={boxes}
          predictions={predictions ?? []}
          colorOf={colorOf}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onDraw={(rect) => {
            if (label === '') {
              setFailure({ title: t`No label`, message: t`Add a label to the set before drawing boxes` })
              return
            }
            const box = { id: newBoxId(), label, ...rect }
            edit((all) => [...all, box])
            setSelectedId(box.id)
          }}
          onChange={(id, rect) =>
            edit((all) => all.map((box) => (box.id === id ? { ...box, ...rect } : box)))
          }
        />
        <aside className="vision-side">
          <section>
            <h3>
              <Trans>Label for new boxes</Trans>
            </h3>
            <div className="vision-label-pick" role="radiogroup" aria-label={t`Label for new boxes`}>
              {set.labels.map((l) => (
                <label key={l.name} className={l.name === label ? 'is-active' : ''}>
                  <input
                    type="radio"
                    name="vision-label"
                    checked={l.name === label}
                    onChange={() => setLabel(l.name)}
                  />
                  <i style={{ background: l.color }} />
                  {l.name}
                </label>
              ))}
            </div>
          </section>
          <section data-testid="vision-selected">
            <h3>
              <Trans>Selected box</Trans>
            </h3>
            {selected ? (
              <>
                <Select
                  id="vision-selected-label"
                  label={<Trans>Label</Trans>}
                  value={selected.label}
                  options={labelOptions}
                  onChange={(value) =>
                    edit((all) => all.map((box) => (box.id === selected.id ? { ...box, label: value } : box)))
                  }
                />
                <p className="vision-muted">
                  x {selected.x}, y {selected.y}, {selected.w} × {selected.h}
                </p>
                <Button
                  size="sm"
                  variant="danger"
                  icon={<icons.TrashIcon size={14} />}
                  onClick={removeSelected}
                  data-testid="vision-box-delete"
                >
                  <Trans>Delete box</Trans>
                </Button>
              </>
            ) : (
              <p className="vision-muted">
                <Trans>
                  Drag on the picture to draw a box; click a box to select it, drag it or its corners to move
                  or resize it.
                </Trans>
              </p>
            )}
          </section>
          <section>
            <h3>
              <Trans>Boxes ({boxes.length})</Trans>
            </h3>
            <ul className="vision-box-list">
              {boxes.map((box) => (
                <li key={box.id}>
                  <button
                    type="button"
                    className={box.id === selectedId ? 'is-active' : ''}
                    onClick={() => setSelectedId(box.id)}
                  >
                    <i style={{ background: colorOf(box.label) }} />
                    {box.label}{' '}
                    <span className="vision-muted">
                      {box.w} × {box.h}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
          {predictions !== null ? (
            <section data-testid="vision-predictions">
              <h3>
                <Trans>Model boxes ({predictions.length})</Trans>
              </h3>
              <p className="vision-muted">
                <Trans>Dashed on the picture; not saved until accepted.</Trans>
              </p>
              <ul className="vision-box-list">
                {predictions.map((p, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: predictions have no id; the list is replaced whole.
                  <li key={index}>
                    <span>
                      <i style={{ background: colorOf(p.label) }} />
                      {p.label} <span className="vision-muted">{Math.round(p.score * 100)}%</span>
                    </span>
                    <Button size="sm" data-testid="vision-accept" onClick={() => accept([p])}>
                      <Trans>Accept as annotation</Trans>
                    </Button>
                  </li>
                ))}
              </ul>
              {predictions.length > 1 ? (
                <Button size="sm" onClick={() => accept(predictions)}>
                  <Trans>Accept all</Trans>
                </Button>
              ) : null}
            </section>
          ) : null}
        </aside>
      </div>
    </Panel>
  )
}
