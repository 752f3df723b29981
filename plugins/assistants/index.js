// Gatsby plugins are loaded by their gatsby-node; nothing runs in the browser.
