// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, type Key } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { type Column, DataTable } from '../../../../app/ui/DataTable'

// Issue 20, performance: the answers after a list's first page (filter choices, the loading flag)
// rendered every cell of the page again. Rows are memoised: same row objects and same columns, no render.
i18n.load('en-us', {})
i18n.activate('en-us')
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

interface Row {
  name: string
  size: number
}

let root: Root
let container: HTMLElement

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

const rows: Row[] = [
  { name: 'a', size: 1 },
  { name: 'b', size: 2 },
]

function show(
  columns: Column<Row>[],
  list: Row[],
  loading = false,
  selection?: { selected: ReadonlySet<Key>; onChange: (selected: Set<Key>) => void },
) {
  act(() =>
    root.render(
      <I18nProvider i18n={i18n}>
        <DataTable
          label="Things"
          columns={columns}
          rows={list}
          rowKey={(row) => row.name}
          loading={loading}
          selection={selection}
        />
      </I18nProvider>,
    ),
  )
}

const cells = () => [...container.querySelectorAll('tbody td')].map((cell) => cell.textContent)

describe('DataTable rows', () => {
  test('the same rows and columns again (a loading flag, a filter list arriving): no cell renders again', () => {
    const render = vi.fn((row: Row) => `${row.size} kg`)
    const columns: Column<Row>[] = [
      { key: 'name', title: 'Name' },
      { key: 'size', title: 'Size', render },
    ]
    show(columns, rows, true)
    expect(render).toHaveBeenCalledTimes(2)
    show(columns, rows, false)
    expect(render).toHaveBeenCalledTimes(2)
    expect(cells()).toEqual(['a', '1 kg', 'b', '2 kg'])
  })

  test('new columns or a changed row render again', () => {
    const render = vi.fn((row: Row) => `${row.size} kg`)
    const columns = (): Column<Row>[] => [
      { key: 'name', title: 'Name' },
      { key: 'size', title: 'Size', render },
    ]
    show(columns(), rows)
    show(columns(), rows)
    expect(render).toHaveBeenCalledTimes(4)
    const same = columns()
    show(same, rows)
    show(same, [rows[0] as Row, { name: 'b', size: 3 }])
    // Only the changed row.
    expect(render).toHaveBeenCalledTimes(7)
    expect(cells()).toEqual(['a', '1 kg', 'b', '3 kg'])
  })

  test('selection still shows and toggles each row', () => {
    const columns: Column<Row>[] = [{ key: 'name', title: 'Name' }]
    const onChange = vi.fn()
    show(columns, rows, false, { selected: new Set(['b']), onChange })
    const boxes = [...container.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]')]
    expect(boxes.map((box) => box.checked)).toEqual([false, true])
    expect(container.querySelectorAll('tbody tr[aria-selected="true"]')).toHaveLength(1)
    act(() => boxes[0]?.click())
    expect(onChange).toHaveBeenCalledWith(new Set(['b', 'a']))
    show(columns, rows, false, { selected: new Set(['a', 'b']), onChange })
    expect(
      [...container.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]')].map(
        (box) => box.checked,
      ),
    ).toEqual([true, true])
  })
})
