/** Colour mode choices and how a choice resolves to the mode on screen. */

export type ColorModeChoice = "light" | "dark" | "system"
export type ColorMode = "light" | "dark"

const CHOICES: readonly ColorModeChoice[] = ["light", "dark", "system"]

/** A stored value coerced to a valid choice; nothing or garbage means light. */
export function parseChoice(value: string | null | undefined): ColorModeChoice {
  return CHOICES.includes(value as ColorModeChoice) ? (value as ColorModeChoice) : "light"
}

/** The toggle cycles light -> dark -> system -> light. */
export function nextChoice(choice: ColorModeChoice): ColorModeChoice {
  return CHOICES[(CHOICES.indexOf(choice) + 1) % CHOICES.length]
}

export function resolveMode(choice: ColorModeChoice, systemPrefersDark: boolean): ColorMode {
  if (choice === "system") return systemPrefersDark ? "dark" : "light"
  return choice
}
