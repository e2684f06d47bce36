// Puppeteer comes in only through DAISY Ace (@daisy/ace-cli, the EPUB accessibility checker the
// export tests run). It must not download a browser at install (there is no internet here but
// the npm and Debian registries): it drives the system Chromium, as Playwright does.
module.exports = {
  skipDownload: true,
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
};
