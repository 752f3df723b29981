/** The support e-mail link: subject and a body with the page address and labelled blanks. */

export interface SupportMailText {
  subject: string
  pageLabel: string
  problemLabel: string
  nameLabel: string
}

export function supportMailto(email: string, pageUrl: string, text: SupportMailText): string {
  const body = [`${text.pageLabel}: ${pageUrl}`, "", `${text.problemLabel}:`, "", "", `${text.nameLabel}:`, ""].join("\n")
  return `mailto:${email}?subject=${encodeURIComponent(text.subject)}&body=${encodeURIComponent(body)}`
}
