// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { widgetPropsErrors } from '../../../engine/plugins/widgetProps.ts'
import { checkFormFile, FILE_MESSAGES, formFileExtensions } from '../../../engine/rules/files.ts'
import { hostProps, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { createStoryServices } from '../../shared/fakeServices.ts'
import { checkFormControls } from '../shared/formRegistry.ts'
import { manifest, props } from './manifest.ts'
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

test('the schema: a form control of the form family with a list of accepted types', () => {
  expect(manifest.id).toBe('form.upload')
  expect(manifest.category).toBe('form')
  const defaults = defaultProps(props)
  expect(defaults).toMatchObject({ label: 'Attachment', formName: '', fieldName: '', required: false })
  expect(formFileExtensions(defaults.accept)).toEqual(expect.arrayContaining(['pdf', 'xlsx', 'csv', 'png']))
  expect(widgetPropsErrors(manifest, { ...defaults, accept: 'x'.repeat(201) })).toHaveProperty('accept')
  expect(widgetPropsErrors(manifest, defaults)).toEqual({})
})

test('the accepted types: known extensions only, the kept list when none is known', () => {
  expect(formFileExtensions('.PDF; xlsx，csv exe')).toEqual(['pdf', 'xlsx', 'csv'])
  expect(formFileExtensions('exe, html')).toContain('pdf')
  expect(checkFormFile({ name: 'a.pdf', size: 10 }, ['csv'])).toBe(FILE_MESSAGES.typeMismatch)
  expect(checkFormFile({ name: 'a.svg', size: 10 })).toBe(FILE_MESSAGES.typeMismatch)
  expect(checkFormFile({ name: 'a.pdf', size: 5 * 1024 * 1024 })).toBe(FILE_MESSAGES.fileSize)
  expect(checkFormFile({ name: 'a.pdf', size: 5 * 1024 * 1024 - 1 })).toBeNull()
  expect(checkFormFile({ name: 'a.png', size: 5 * 1024 * 1024 })).toBe(FILE_MESSAGES.fileSize)
})

test('refuses a type not accepted and a file of 5 MB; stores a small PDF and sends its address', async () => {
  const services = createStoryServices()
  const sent: { name: string; accept: readonly string[] }[] = []
  services.data.uploadFile = async (file, accept) => {
    sent.push({ name: file.name, accept })
    return { name: file.name, url: '/api/forms/files/7', size: file.size }
  }
  const view = await renderWidget(
    View,
    hostProps(
      {
        ...defaultProps(props),
        accept: 'pdf, xlsx',
        formName: 'inspection',
        fieldName: 'report',
        required: true,
      },
      { services },
    ),
  )
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement
  expect(input.accept).toBe('.pdf,.xlsx')
  expect(checkFormControls('inspection').valid).toBe(false)
  await choose(input, new File(['a,b'], 'readings.csv', { type: 'text/csv' }))
  expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('File type does not match')
  await choose(input, new File([new Uint8Array(5 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' }))
  expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('Files must be smaller than 5 MB')
  expect(sent).toEqual([])
  await choose(input, new File([new Uint8Array(2048)], 'inspection.pdf', { type: 'application/pdf' }))
  expect(sent).toEqual([{ name: 'inspection.pdf', accept: ['pdf', 'xlsx'] }])
  expect(view.container.querySelector('[role="alert"]')).toBeNull()
  expect(view.container.textContent).toContain('Uploaded: inspection.pdf (2.0 KB)')
  expect(checkFormControls('inspection').values).toEqual({ report: '/api/forms/files/7' })
  expect(services.data.notices.at(-1)).toMatchObject({ kind: 'success', title: 'Upload succeeded' })
  await view.unmount()
})

test('a refusal of the server shows under the control and as the upload-failed toast', async () => {
  const services = createStoryServices()
  services.data.uploadFile = async () => {
    throw new Error('File type does not match')
  }
  const view = await renderWidget(
    View,
    hostProps({ ...defaultProps(props), formName: 'f', fieldName: 'x' }, { services }),
  )
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement
  await choose(input, new File(['not a picture'], 'fake.png', { type: 'image/png' }))
  expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('File type does not match')
  expect(services.data.notices.at(-1)).toMatchObject({ kind: 'error', title: 'Upload failed' })
  await view.unmount()
})

test('design mode: the input cannot be used', async () => {
  const view = await renderWidget(View, hostProps(defaultProps(props), { mode: 'design' }))
  expect((view.container.querySelector('input[type="file"]') as HTMLInputElement).disabled).toBe(true)
  await view.unmount()
})
