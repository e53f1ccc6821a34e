// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { hostProps, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { createStoryServices } from '../../shared/fakeServices.ts'
import { checkFormControls } from '../shared/formRegistry.ts'
import { props } from './manifest.ts'
import View from './view.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

async function choose(input: HTMLInputElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true })
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

test('refuses a PDF and an image of 5 MB; stores a small PNG and sends its address', async () => {
  const services = createStoryServices()
  const uploaded: string[] = []
  services.data.uploadImage = async (file) => {
    uploaded.push(file.name)
    return `/api/image/default/${file.name}`
  }
  const view = await renderWidget(
    View,
    hostProps({ ...defaultProps(props), formName: 'incident', fieldName: 'photo' }, { services }),
  )
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement
  await choose(input, new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }))
  expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
    'Only JPG, GIF or PNG images can be uploaded',
  )
  await choose(input, new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' }))
  expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('Images must be smaller than 5 MB')
  expect(uploaded).toEqual([])
  await choose(input, new File([new Uint8Array(100)], 'leak.png', { type: 'image/png' }))
  expect(uploaded).toEqual(['leak.png'])
  expect(view.container.querySelector('img')?.getAttribute('src')).toBe('/api/image/default/leak.png')
  expect(checkFormControls('incident').values).toEqual({ photo: '/api/image/default/leak.png' })
  await view.unmount()
})
