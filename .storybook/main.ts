import type { StorybookConfig } from '@storybook/react-vite'

// Storybook loads vite.config.ts, so the lingui macro (babel) and the .po loader work in stories. It
// replaces that config's `root` ('app') with the project root and its `build` with its own output.
const config: StorybookConfig = {
  // A plugin's story lives in its folder; shared scenes and the app's stories under stories/.
  stories: ['../stories/**/*.stories.tsx', '../plugins/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    // The vitest section means nothing to Storybook's build.
    const { test: _test, ...rest } = viteConfig as typeof viteConfig & { test?: unknown }
    // Storybook's own manager and preview runtime make one large chunk; that is expected here.
    return { ...rest, build: { ...rest.build, chunkSizeWarningLimit: 2000 } }
  },
}

export default config
