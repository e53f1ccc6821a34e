/** Activates a shipped lingui catalogue (locales/*.po, read as the CLI reads it) for tests that check translated text. */
import { join, resolve } from 'node:path'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { i18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'

const repoRoot = resolve(import.meta.dirname, '../..')

export async function activateShippedCatalogue(locale: 'zh-cn' | 'en-us'): Promise<void> {
  const config = getConfig({ cwd: repoRoot, configPath: join(repoRoot, 'lingui.config.ts') })
  const [catalog] = await getCatalogs(config)
  const all = (await catalog?.readAll()) ?? {}
  const messages = Object.fromEntries(
    Object.entries(all[locale] ?? {}).map(([id, entry]) => [id, entry.translation ?? '']),
  )
  i18n.setMessagesCompiler(compileMessage)
  i18n.load(locale, messages)
  i18n.activate(locale)
}
