import type { Meta, StoryObj } from '@storybook/react-vite'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { ForbiddenPage } from '../app/screens/exception/ForbiddenPage'
import { NotFoundPage } from '../app/screens/exception/NotFoundPage'
import { ServerErrorPage } from '../app/screens/exception/ServerErrorPage'
import { RenderErrorPage } from '../app/shell/RenderErrorBoundary'

const meta = {
  title: 'Screens/Exceptions',
  component: NotFoundPage,
  decorators: [
    (Story) => (
      <Router hook={memoryLocation({ path: '/exception/404' }).hook}>
        <Story />
      </Router>
    ),
  ],
} satisfies Meta<typeof NotFoundPage>

export default meta

type Story = StoryObj<typeof meta>

/** The 404 page: the address matches no screen. */
export const NotFound: Story = {}

/** The fallback shown when a screen fails to render. */
export const RenderError: Story = { render: () => <RenderErrorPage /> }

/** The 403 page: the path is outside the user's menus. */
export const Forbidden: Story = { render: () => <ForbiddenPage /> }

/** The 500 page. */
export const ServerError: Story = { render: () => <ServerErrorPage /> }
