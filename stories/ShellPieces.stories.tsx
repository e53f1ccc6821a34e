import type { Meta, StoryObj } from '@storybook/react-vite'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { PasswordRulesList } from '../app/screens/personal/PasswordRulesList'
import { NotAvailableScreen } from '../app/shell/routes/NotAvailableScreen'
import { checkPassword, DEFAULT_PASSWORD_SETTINGS } from '../engine/rules/passwords'
import '../app/styles/personal.css'

const meta = { title: 'Screens/Shell pieces', parameters: { layout: 'padded' } } satisfies Meta

export default meta

type Story = StoryObj<typeof meta>

/** A route whose screen comes in a later version. */
export const NotAvailable: Story = {
  render: () => (
    <Router hook={memoryLocation({ path: '/design/object-template-mgr/object-template' }).hook}>
      <NotAvailableScreen
        params={{}}
        route={{ path: '/design/object-template-mgr/:path', area: '/design', screen: () => null }}
      />
    </Router>
  ),
}

/** The password rules, ticked off for a password that lacks an uppercase letter. */
export const PasswordRules: Story = {
  render: () => (
    <div style={{ maxWidth: 420 }}>
      <PasswordRulesList
        settings={{ ...DEFAULT_PASSWORD_SETTINGS, requireSpecial: true }}
        problems={checkPassword('plant2024', { ...DEFAULT_PASSWORD_SETTINGS, requireSpecial: true })}
        touched
      />
    </div>
  ),
}
