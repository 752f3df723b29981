import React, { useId } from "react"
import { METRIKA_ID, SITE } from "../../config/site"
import { t } from "../../config/strings"
import { pt } from "../../config/page-tools"
import { supportMailto } from "../../lib/support"
import { usePageFeedback } from "../../hooks/usePageFeedback"
import * as styles from "./PageFeedback.module.css"

const mailText = {
  subject: pt("feedback.subject"),
  pageLabel: t("support.bodyPage"),
  problemLabel: pt("feedback.bodyMissing"),
  nameLabel: t("support.bodyName"),
}

/** «Была ли эта страница полезной?» at the end of a docs or API page; «Нет» offers a prefilled mail to support. */
export function PageFeedback({ path, counterId = METRIKA_ID }: { path: string; counterId?: string }): JSX.Element {
  const { answer, give } = usePageFeedback(path, counterId)
  const id = useId()
  return (
    <section className={styles.feedback} aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`} className={styles.question}>
        {pt("feedback.question")}
      </p>
      {answer === null && (
        <div className={styles.buttons}>
          <button type="button" className={styles.button} onClick={() => give("yes")}>
            {pt("feedback.yes")}
          </button>
          <button type="button" className={styles.button} onClick={() => give("no")}>
            {pt("feedback.no")}
          </button>
        </div>
      )}
      <div role="status" className={styles.answer}>
        {answer === "yes" && <p>{pt("feedback.thanks")}</p>}
        {answer === "no" && (
          <p>
            {pt("feedback.sorry")}{" "}
            <a href={supportMailto(SITE.supportEmail, `${SITE.url}${path}`, mailText)}>{pt("feedback.mail")}</a>
          </p>
        )}
      </div>
    </section>
  )
}
