/**
 * The Mantine stylesheets every page loads before it paints (ADR 075): the baseline, the default CSS variables, the
 * global rules, and the components that server-rendered pages use — the frame (header, footer, burger, sign-in
 * link), the landing page, the information pages and the search-engine families. ~12 KB gzipped instead of the
 * ~40 KB of all of Mantine, which every page used to wait for before its first paint.
 *
 * The `.layer.css` files put Mantine in `@layer mantine`: the app's own CSS modules win whatever order the sheets
 * arrive in, so all of Mantine (styles/mantine-all.ts) can load later without overriding them.
 *
 * Ordered as Mantine's own styles.css orders them (a component after those it builds on). A component that a
 * server-rendered page starts using must be added here: e2e/specs/foundation/stylesheets.spec.ts fails until it is.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Rating.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
