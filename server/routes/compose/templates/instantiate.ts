import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { notFound } from '../../../http/httpError.ts'
import { newLayoutId } from '../documents/ids.ts'
import { remapPageLayout } from '../documents/remap.ts'
import { COMPOSE_MESSAGES } from '../messages.ts'
import type { NewPage } from '../pages/save.ts'
import { getTemplate, type TemplateView } from './queries.ts'

export async function templateOr404(app: FastifyInstance, id: number): Promise<TemplateView> {
  const template = await getTemplate(app.db, id)
  if (!template) throw notFound(withValues(COMPOSE_MESSAGES.templateMissing, { id }))
  return template
}

/**
 * A template's documents for a new page: fresh block ids, and the page layout's `pageConfig.pageId`
 * (blank in a template) set to the new page.
 */
export async function templateDocuments(
  app: FastifyInstance,
  templateId: number,
  pageId: string,
): Promise<Pick<NewPage, 'type' | 'layout' | 'layouts' | 'url'>> {
  const template = await templateOr404(app, templateId)
  const layoutIds = new Map(template.layouts.map((block) => [block.id, newLayoutId()]))
  return {
    type: template.type,
    url: template.url ?? null,
    layout: remapPageLayout(template.layout, layoutIds, new Map([['', pageId]])),
    layouts: template.layouts.map((block) => ({
      id: layoutIds.get(block.id) as string,
      name: block.name,
      context: block.context,
    })),
  }
}
