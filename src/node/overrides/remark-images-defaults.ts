/**
 * gatsby-remark-images' default options (`gatsby-remark-images/constants`, a file of the plugin's, not its API):
 * the figures' image jobs start during sourcing with the options gatsby-remark-images will ask for, so the
 * jobs are the same and run once.
 */
export function remarkImagesDefaults(): object {
  return (require("gatsby-remark-images/constants") as { DEFAULT_OPTIONS: object }).DEFAULT_OPTIONS
}
