import { useCallback, useEffect, useState } from "react"
import { PAGE_TOOLS } from "../../../../src/config/page-tools"
import { readStorage, writeStorage } from "../../../../src/browser/storage"
import { sendGoal } from "../../../../src/browser/analytics"
import { feedbackKeyOf, parseFeedback, type FeedbackAnswer } from "../../../../src/browser/page-actions"

/**
 * The reader's answer to «Была ли эта страница полезной?» for one page: remembered through the safe
 * storage module (a blocked storage just forgets it) and sent once as a Metrika goal when a counter is
 * configured. The server cannot know a stored answer, so the first render always asks.
 */
export function usePageFeedback(path: string, counterId: string): { answer: FeedbackAnswer | null; give: (answer: FeedbackAnswer) => void } {
  const key = feedbackKeyOf(PAGE_TOOLS.feedbackStoragePrefix, path)
  const [answer, setAnswer] = useState<FeedbackAnswer | null>(null)
  useEffect(() => {
    setAnswer(parseFeedback(readStorage(key)))
  }, [key])
  const give = useCallback(
    (value: FeedbackAnswer): void => {
      setAnswer(value)
      writeStorage(key, value)
      sendGoal(counterId, PAGE_TOOLS.feedbackGoals[value], { page: path })
    },
    [key, counterId, path],
  )
  return { answer, give }
}
