import { i18n } from '@lingui/core'
import { afterEach, expect, test } from 'vitest'
import { placePlugin } from '../../../../app/designer/state/actions'
import { getWidget } from '../../../../engine/document/widgetStore'
import lineChart from '../../../../plugins/charts/line/index'
import buttonControl from '../../../../plugins/forms/button/index'
import labelControl from '../../../../plugins/forms/label/index'
import { testStore } from './support'

// Issue 19, defect 10: a designer working in Chinese placed widgets reading "Label", "Button", "Value".
afterEach(() => {
  i18n.activate('en-us')
})

test('a placed widget’s texts are in the designer’s language', () => {
  i18n.load('en-us', {})
  i18n.load('zh-cn', {
    'form.label.defaultText': '标签',
    'form.button.defaultText': '按钮',
    'chart.line.seriesName.default': '数值',
  })
  i18n.activate('zh-cn')
  const store = testStore()
  const placed = [labelControl, buttonControl, lineChart].map((plugin) => {
    const id = placePlugin(store, plugin as never, { x: 10, y: 10 }) as string
    return getWidget(store.editor.doc.blocks.b1?.widgets ?? {}, id)?.props
  })
  expect(placed[0]?.text).toBe('标签')
  expect(placed[1]?.text).toBe('按钮')
  expect(placed[2]?.seriesName).toBe('数值')
  i18n.activate('en-us')
  const id = placePlugin(store, labelControl as never, { x: 10, y: 60 }) as string
  expect(getWidget(store.editor.doc.blocks.b1?.widgets ?? {}, id)?.props.text).toBe('Label')
})
