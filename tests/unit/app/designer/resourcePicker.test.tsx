// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, test, vi } from 'vitest'
import { type ResourceKind, ResourcePicker } from '../../../../app/designer/inspector/fields/ResourcePicker'
import { manifest as videoManifest } from '../../../../plugins/controls/video/manifest'

// The file manager's calls answer from this folder: two pictures, a video, a document.
vi.mock('../../../../app/screens/fileManager/filesApi', async (original) => {
  const actual = await original<typeof import('../../../../app/screens/fileManager/filesApi')>()
  const file = (name: string, mimeType: string) => ({
    name,
    path: `media/${name}`,
    type: 'file' as const,
    size: 10,
    mimeType,
    updatedAt: '2026-11-27T00:00:00Z',
  })
  return {
    ...actual,
    folderTree: async () => ({ ok: true, data: { name: '', path: '', children: [] } }),
    listFolder: async () => ({
      ok: true,
      data: {
        list: [
          file('tank.png', 'image/png'),
          file('line 2.mp4', 'video/mp4'),
          file('pump.jpg', 'image/jpeg'),
          file('manual.pdf', 'application/pdf'),
        ],
      },
    }),
  }
})

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
i18n.load('en-us', {})
i18n.activate('en-us')

let root: Root | undefined
let container: HTMLElement | undefined
afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
})

async function openPicker(kind: ResourceKind, onPick: (url: string) => void) {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() =>
    root?.render(
      <I18nProvider i18n={i18n}>
        <ResourcePicker appId={7} kind={kind} onPick={onPick} />
      </I18nProvider>,
    ),
  )
  const button = document.querySelector<HTMLButtonElement>(
    `[data-testid="${kind === 'video' ? 'video-pick' : 'image-pick'}"]`,
  )
  expect(button?.textContent).toBe('Choose from files')
  await act(async () => button?.click())
  // The folder's list arrives after the modal opens.
  await vi.waitFor(() =>
    expect(document.querySelectorAll('.resource-picker__item').length).toBeGreaterThan(0),
  )
  return [...document.querySelectorAll<HTMLButtonElement>('.resource-picker__item')]
}

test('the video control’s address opens the picker, which lists only videos and gives the picked one’s address', async () => {
  // The video control's source is the field that asks for it.
  expect(videoManifest.props.src).toMatchObject({ kind: 'string', resource: 'video' })
  const picked: string[] = []
  const items = await openPicker('video', (url) => picked.push(url))
  expect(items.map((item) => item.title)).toEqual(['line 2.mp4'])
  expect(document.body.textContent).toContain('Choose a video')
  await act(async () => items[0]?.click())
  expect(picked).toEqual(['/api/app/resource/media/7/media/line%202.mp4'])
})

test('an image field’s picker lists only pictures', async () => {
  const items = await openPicker('picture', () => {})
  expect(items.map((item) => item.title)).toEqual(['tank.png', 'pump.jpg'])
  expect(document.body.textContent).toContain('Choose a picture')
})
