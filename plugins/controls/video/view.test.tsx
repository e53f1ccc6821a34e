// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { propsForView } from '../../../engine/plugins/widgetProps.ts'
import { hostProps, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { manifest, props } from './manifest.ts'
import { isVideoUrl, videoPlan } from './videoSource.ts'
import View from './view.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

test('HLS by format or by the .m3u8 address; only http(s) or this server’s paths', () => {
  expect(videoPlan('https://cams.example/line1/index.m3u8?token=1', 'auto')).toEqual({
    kind: 'hls',
    url: 'https://cams.example/line1/index.m3u8?token=1',
  })
  expect(videoPlan('/api/app/resource/file?path=a.mp4', 'auto').kind).toBe('file')
  expect(videoPlan('https://cams.example/live', 'hls').kind).toBe('hls')
  expect(videoPlan('javascript:alert(1)', 'auto').kind).toBe('none')
  expect(videoPlan('//evil.example/x.mp4', 'mp4').kind).toBe('none')
  expect(videoPlan(42, 'auto').kind).toBe('none')
  expect(isVideoUrl('file:///etc/passwd')).toBe(false)
  expect(propsForView(manifest, { src: 'ftp://cams/x.mp4' })).toMatchObject({ src: '' })
})

test('runtime: a video element, muted for autoplay, with the poster', async () => {
  const view = await renderWidget(
    View,
    hostProps({ ...defaultProps(props), src: '/media/line1.mp4', poster: '/media/line1.png' }),
  )
  const video = view.container.querySelector('video') as HTMLVideoElement
  expect(video.autoplay).toBe(true)
  expect(video.muted).toBe(true)
  expect(video.controls).toBe(true)
  expect(video.getAttribute('poster')).toBe('/media/line1.png')
  expect(video.getAttribute('src')).toBe('/media/line1.mp4')
  expect(view.container.querySelector('[role="alert"]')).toBeNull()
  video.dispatchEvent(new Event('error'))
  await view.rerender(hostProps({ ...defaultProps(props), src: '/media/line1.mp4' }))
  expect(view.container.textContent).toContain('Video source not configured or acquisition failed')
  await view.unmount()
})

test('no address, or a bound one not arrived yet: the message in place', async () => {
  const none = await renderWidget(View, hostProps(defaultProps(props)))
  expect(none.container.textContent).toContain('Video source not configured or acquisition failed')
  await none.unmount()
  const waiting = await renderWidget(
    View,
    hostProps({ ...defaultProps(props), src: '/designed.mp4' }, { bound: new Set(['src']) }),
  )
  expect(waiting.container.querySelector('video')?.getAttribute('src')).toBeNull()
  await waiting.unmount()
})

test('design mode plays nothing', async () => {
  const view = await renderWidget(
    View,
    hostProps({ ...defaultProps(props), src: '/a.m3u8' }, { mode: 'design' }),
  )
  expect(view.container.querySelector('video')).toBeNull()
  expect(view.container.textContent).toContain('/a.m3u8')
  await view.unmount()
})
