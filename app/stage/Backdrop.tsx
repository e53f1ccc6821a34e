import { useLayoutEffect, useRef } from 'react'
import { subscribe, useSnapshot } from 'valtio'
import type { PageDoc } from '../../engine/document/pageDoc'
import { blockFrames, designWidth, pageBounds } from './geometry/pageGrid'
import type { StageStore } from './pageStore'
import './stageLayers.css'

/**
 * What lies under the shapes: the page sheet and each block's background (colour and image), in page pixels under the same camera transform as the widget layer.
 */
export function Backdrop({ store }: { store: StageStore }) {
  const { state } = store
  const snap = useSnapshot(state)
  const container = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const apply = () => {
      const { x, y, z } = state.camera
      if (container.current) container.current.style.transform = `translate(${x}px, ${y}px) scale(${z})`
    }
    apply()
    return subscribe(state, apply, true)
  }, [state])
  const doc = snap.doc as PageDoc
  const frames = blockFrames(doc, snap.platform, snap.tabId)
  const sheet = pageBounds(frames, designWidth(doc, snap.platform))
  const pageBackground = doc.pageConfig.background
  return (
    <div className="stage-layer stage-layer--backdrop" ref={container}>
      <div
        className="stage-sheet"
        style={{
          left: sheet.x,
          top: sheet.y,
          width: sheet.w,
          height: sheet.h,
          backgroundColor: pageBackground.color || undefined,
          backgroundImage: pageBackground.image ? `url("${pageBackground.image}")` : undefined,
        }}
      />
      {frames.map((frame) => {
        const block = doc.blocks[frame.id]
        const background = block?.background
        return (
          <div
            key={frame.id}
            className="stage-block"
            style={{
              left: frame.rect.x,
              top: frame.rect.y,
              width: frame.rect.w,
              height: frame.rect.h,
              backgroundColor: background?.color || undefined,
            }}
          >
            {background?.image ? (
              <div
                className={`stage-block__image stage-block__image--${background.mode}`}
                style={{ backgroundImage: `url("${background.image}")` }}
              />
            ) : null}
          </div>
        )
      })}
    </div>
  )
}
