/** Yandex Metrika: a page-view hit per client-side route change, only when a counter id is configured. */

type Ym = (id: number, action: string, url: string, options?: Record<string, unknown>) => void

export function sendPageView(counterId: string, path: string, title: string, referer?: string): boolean {
  const ym = (window as unknown as { ym?: Ym }).ym
  if (!counterId || typeof ym !== "function") return false
  ym(Number(counterId), "hit", path, { title, referer })
  return true
}

/**
 * The attribute of the snippet's script that names its counter (gatsby-ssr): a page declares the counter it loads,
 * so code that runs later (the search goals) can find it without the build's constant.
 */
export const METRIKA_COUNTER_ATTRIBUTE = "data-metrika-counter"

/** The official counter snippet, loading tag.js asynchronously; hits are sent by route changes. */
export function metrikaSnippet(counterId: string): string {
  const id = JSON.stringify(Number(counterId))
  return `(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();
k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)})
(window,document,"script","https://mc.yandex.ru/metrika/tag.js","ym");
ym(${id},"init",{defer:true,clickmap:true,trackLinks:true,accurateTrackBounce:true});`
}

/** A goal reached on the page (e.g. the reader's answer to «Была ли эта страница полезной?»), only when a counter is configured. */
export function sendGoal(counterId: string, goal: string, params: Record<string, string>): boolean {
  const ym = (window as unknown as { ym?: Ym }).ym
  if (!counterId || typeof ym !== "function") return false
  ym(Number(counterId), "reachGoal", goal, params)
  return true
}
