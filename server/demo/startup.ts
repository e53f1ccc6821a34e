import type { FastifyInstance } from 'fastify'
import { seedDemoPlant } from './seed.ts'
import { demoLanguage } from './words.ts'

/**
 * `npm start` seeds the demo plant into an empty database unless `GANTRY_DEMO=0`. A failure is reported
 * and the server starts anyway: the demo is a convenience, not a requirement.
 */
export async function seedDemoOnStart(
  app: FastifyInstance,
  env: Record<string, string | undefined>,
): Promise<void> {
  if (env.GANTRY_DEMO === '0') return
  const { language, problem } = demoLanguage(env)
  try {
    const outcome = await seedDemoPlant(app, language)
    if (problem && outcome.seeded) console.warn(problem)
    if (outcome.seeded) {
      console.log(
        `Seeded the demo plant: ${outcome.objects} objects (network DemoPlant), application "Demo plant" (appId ${outcome.appId}, page ${outcome.pageId}), in ${language}. GANTRY_DEMO=0 skips it; GANTRY_DEMO_LANGUAGE chooses the language.`,
      )
      for (const account of outcome.accounts) {
        console.log(
          `Demo account ${account.username} (role ${account.roleName}), first password (changed at the first login): ${account.password}`,
        )
      }
    }
  } catch (error) {
    console.error(`Seeding the demo plant failed (start with GANTRY_DEMO=0 to skip it): ${String(error)}`)
  }
}
