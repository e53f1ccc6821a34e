import type { Meta, StoryObj } from '@storybook/react-vite'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { LoginScreen } from '../app/screens/login/LoginScreen'

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  decorators: [
    (Story) => (
      <Router hook={memoryLocation({ path: '/user/login' }).hook}>
        <Story />
      </Router>
    ),
  ],
} satisfies Meta<typeof LoginScreen>

export default meta

type Story = StoryObj<typeof meta>

/** The login page as a guest first sees it; pick the language in the toolbar. */
export const Default: Story = {}
