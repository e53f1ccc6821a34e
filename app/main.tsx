import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { storedLocale } from './i18n/languagePreference'
import { loadLocale } from './i18n/loadLocale'
import { defaultLocale } from './i18n/locales'
import { prefetchRuntimePage } from './runtime/prefetch'
import { App } from './shell/App'
import { prefetchFrameData, preloadFirstScreen } from './shell/routes/firstScreen'
import './styles/base.css'
import './styles/controls.css'
import './styles/ui/buttons.css'
import './styles/ui/feedback.css'

async function start() {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  prefetchRuntimePage(window.location.hash)
  prefetchFrameData(window.location.hash)
  // Translations load before the first render so that no screen flashes in the wrong language, and
  // the first screen's code with them, so that it shows without a placeholder.
  await Promise.all([
    loadLocale(storedLocale()).catch((error: unknown) => {
      console.error('Could not load the chosen language; falling back to the default', error)
      return loadLocale(defaultLocale)
    }),
    preloadFirstScreen(window.location.hash),
  ])
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()
