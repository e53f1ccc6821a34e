import { describe, expect, it } from 'vitest'
import { formatMessage } from '../../../../engine/messages.ts'
import {
  checkFileName,
  checkName,
  checkTextLength,
  checkUnique,
  checkVersionNumber,
  findDuplicates,
  NAME_MESSAGES,
} from '../../../../engine/rules/names.ts'

describe('checkName', () => {
  it('accepts a letter followed by letters, digits and underscores', () => {
    for (const name of ['a', 'Pump1', 'tank_level_2', 'A_B_C']) expect(checkName(name), name).toBeNull()
  })

  it('rejects empty and space-only names', () => {
    expect(checkName('')).toEqual(NAME_MESSAGES.empty)
    expect(checkName('   ')).toEqual(NAME_MESSAGES.blank)
  })

  it('requires a letter first', () => {
    for (const name of ['1pump', '_pump', '-pump', ' pump', '中pump']) {
      expect(checkName(name), name).toEqual(NAME_MESSAGES.letterFirst)
    }
  })

  it('rejects other characters', () => {
    for (const name of ['pump-1', 'pump 1', 'pump.1', 'pump$', 'pumpé']) {
      expect(checkName(name), name).toEqual(NAME_MESSAGES.characters)
    }
  })

  it('allows hyphens in the variant only', () => {
    expect(checkName('pump-1', { allowHyphen: true })).toBeNull()
    expect(checkName('pump-1_a', { allowHyphen: true })).toBeNull()
    expect(checkName('-pump', { allowHyphen: true })).toEqual(NAME_MESSAGES.letterFirst)
    expect(checkName('pump 1', { allowHyphen: true })).toEqual(NAME_MESSAGES.charactersHyphen)
  })
})

describe('checkTextLength', () => {
  it.each([50, 200, 500] as const)('allows exactly %i characters and not one more', (max) => {
    expect(checkTextLength('x'.repeat(max), max)).toBeNull()
    const problem = checkTextLength('x'.repeat(max + 1), max)
    expect(problem?.id).toBe(NAME_MESSAGES.tooLong.id)
    expect(problem?.values).toEqual({ num: max })
    expect(formatMessage(problem ?? NAME_MESSAGES.tooLong)).toBe(`Enter at most ${max} characters`)
  })

  it('counts an emoji as one character', () => {
    expect(checkTextLength('😀'.repeat(50), 50)).toBeNull()
  })
})

describe('checkFileName', () => {
  it('accepts ordinary names', () => {
    for (const name of ['report.xlsx', 'backup 2024-01-01.bak', '图片.png', '.hidden']) {
      expect(checkFileName(name), name).toBeNull()
    }
  })

  it.each(['\\', '/', ':', '*', '?', '"', '<', '>', '|'])('rejects names containing %s', (character) => {
    expect(checkFileName(`a${character}b`)).toEqual(NAME_MESSAGES.fileNameCharacters)
  })

  it('rejects empty, traversal, control characters and surrounding spaces', () => {
    expect(checkFileName('')).toEqual(NAME_MESSAGES.fileNameEmpty)
    expect(checkFileName('.')).toEqual(NAME_MESSAGES.fileNameReserved)
    expect(checkFileName('..')).toEqual(NAME_MESSAGES.fileNameReserved)
    expect(checkFileName('../etc/passwd')).toEqual(NAME_MESSAGES.fileNameCharacters)
    expect(checkFileName('a\u0000b')).toEqual(NAME_MESSAGES.fileNameControl)
    expect(checkFileName(' a.txt')).toEqual(NAME_MESSAGES.fileNameSpaces)
    expect(checkFileName('a.txt ')).toEqual(NAME_MESSAGES.fileNameSpaces)
    expect(checkFileName('   ')).toEqual(NAME_MESSAGES.fileNameSpaces)
  })
})

describe('checkVersionNumber', () => {
  it('accepts versions like 1.0.1', () => {
    for (const version of ['1.0.1', '0.0.0', '10.20.30'])
      expect(checkVersionNumber(version), version).toBeNull()
  })

  it('rejects anything else', () => {
    for (const version of ['1.0', '1.0.1.2', 'v1.0.1', '1.-1.0', '1.0.a', '01.0.1', '1..1', '', ' 1.0.1']) {
      expect(checkVersionNumber(version), version).toEqual(NAME_MESSAGES.version)
    }
  })
})

describe('findDuplicates', () => {
  it('reports each repeated name once', () => {
    expect(findDuplicates(['a', 'b', 'a', 'c', 'b', 'a'])).toEqual(['a', 'b'])
    expect(findDuplicates(['a', 'b', 'c'])).toEqual([])
    expect(findDuplicates([])).toEqual([])
  })

  it('is case-sensitive unless asked otherwise', () => {
    expect(findDuplicates(['Pump', 'pump'])).toEqual([])
    expect(findDuplicates(['Pump', 'pump'], { ignoreCase: true })).toEqual(['pump'])
  })
})

describe('checkUnique', () => {
  it('accepts a new name and rejects a taken one', () => {
    expect(checkUnique('valve', ['pump', 'tank'])).toBeNull()
    const problem = checkUnique('pump', ['pump', 'tank'])
    expect(problem?.id).toBe(NAME_MESSAGES.uniqueName.id)
    expect(problem?.values).toEqual({ name: 'pump' })
  })

  it('compares case-insensitively when asked', () => {
    expect(checkUnique('PUMP', ['pump'])).toBeNull()
    expect(checkUnique('PUMP', ['pump'], { ignoreCase: true })?.id).toBe(NAME_MESSAGES.uniqueName.id)
  })

  it('requires a non-empty alias (right-click menu aliases)', () => {
    expect(checkUnique('', [], { subject: 'alias' })).toEqual(NAME_MESSAGES.emptyAlias)
    expect(checkUnique('  ', [], { subject: 'alias' })).toEqual(NAME_MESSAGES.emptyAlias)
    expect(checkUnique('open', ['open'], { subject: 'alias' })?.id).toBe(NAME_MESSAGES.uniqueAlias.id)
  })

  it('reports duplicate control ids', () => {
    expect(checkUnique('input1', ['input1'], { subject: 'id' })?.id).toBe(NAME_MESSAGES.uniqueId.id)
    expect(checkUnique('', ['input1'], { subject: 'id' })).toEqual(NAME_MESSAGES.emptyId)
    expect(checkUnique('', [])).toEqual(NAME_MESSAGES.emptyName)
  })
})
