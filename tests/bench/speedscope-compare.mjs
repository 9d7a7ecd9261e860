// Opens the same files in speedscope (its npm package, in Debian's Chromium,
// headless) and in Hourglass (bench_firstpaint), one after the other, and
// prints a row each: first paint and peak memory of both, and the ratios
// issue 34 asks about (first paint >= 25x sooner, <= 1/4 of the memory).
// Not part of CI: speedscope takes minutes on a big file.
//
//   node tests/bench/speedscope-compare.mjs [--speedscope DIR] [--bin DIR] [--timeout S] [--shots DIR] FILE...
//
// DIR defaults to build/npm/node_modules/speedscope (tests/speedscope/
// install-speedscope.sh build/npm installs it); --bin to build/bin.
// speedscope's first paint: from asking Chromium for the page to the second
// animation frame after speedscope has the profile (it names the page after
// it then; --shots saves what it shows then, as FILE.speedscope.png). Its memory: the peak of the summed resident memory of Chromium's
// processes, less what they hold on an empty page. A file speedscope does
// not read (its "Unrecognized format!" alert, or its error page) gets its
// message instead of a time; the last column names the importer it chose.
import {spawn, execFileSync} from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const i = args.indexOf(name)
  if (i < 0) return fallback
  const [, value] = args.splice(i, 2)
  return value
}
const speedscopeDir = option('--speedscope', 'build/npm/node_modules/speedscope')
const binDir = option('--bin', 'build/bin')
const timeoutSeconds = Number(option('--timeout', '600'))
const shotsDir = option('--shots', null)
if (shotsDir) fs.mkdirSync(shotsDir, {recursive: true})
const files = args
if (!files.length) {
  console.error('usage: speedscope-compare.mjs [--speedscope DIR] [--bin DIR] [--timeout S] [--shots DIR] FILE...')
  process.exit(2)
}
const releaseDir = path.join(speedscopeDir, 'dist', 'release')
if (!fs.existsSync(path.join(releaseDir, 'index.html'))) {
  console.error(`no speedscope in ${speedscopeDir}: run tests/speedscope/install-speedscope.sh build/npm`)
  process.exit(2)
}

// speedscope and the file from one origin: it refuses a profile URL from file://.
function serve(profile) {
  const server = http.createServer((request, response) => {
    const url = decodeURIComponent(request.url.split('?')[0].split('#')[0])
    const file = url === '/profile' ? profile : path.join(releaseDir, url === '/' ? 'index.html' : url)
    if (!file.startsWith(releaseDir) && file !== profile) return response.writeHead(404).end()
    fs.stat(file, (error, stat) => {
      if (error) return response.writeHead(404).end()
      const types = {'.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm'}
      response.writeHead(200, {'Content-Length': stat.size, 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream'})
      fs.createReadStream(file).pipe(response)
    })
  })
  return new Promise(resolve => server.listen(0, '127.0.0.1', () => resolve(server)))
}

// Chromium's DevTools protocol over a pipe (fds 3 and 4, messages ending in NUL).
function launchChromium() {
  const child = spawn('chromium', ['--headless', '--remote-debugging-pipe', '--no-sandbox', '--disable-gpu', '--window-size=1280,800',
    '--no-first-run', '--js-flags=--max-old-space-size=16384', 'about:blank'],
  {stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'], detached: true})
  const write = child.stdio[3], read = child.stdio[4]
  let nextId = 1, buffered = ''
  const waiting = new Map(), listeners = []
  read.on('data', chunk => {
    buffered += chunk.toString()
    let end
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end))
      buffered = buffered.slice(end + 1)
      if (message.id && waiting.has(message.id)) {
        waiting.get(message.id)(message)
        waiting.delete(message.id)
      } else {
        listeners.forEach(listen => listen(message))
      }
    }
  })
  const send = (method, params = {}, sessionId) => new Promise(resolve => {
    const id = nextId++
    waiting.set(id, resolve)
    write.write(JSON.stringify({id, method, params, sessionId}) + '\0')
  })
  return {child, send, onEvent: listen => listeners.push(listen)}
}

// Summed resident memory of a process and its descendants, in MB.
function treeRssMb(rootPid) {
  const children = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (!children.has(ppid)) children.set(ppid, [])
      children.get(ppid).push(Number(entry))
    } catch { /* gone meanwhile */ }
  }
  let kb = 0
  const visit = pid => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
    } catch { /* gone meanwhile */ }
    for (const child of children.get(pid) ?? []) visit(child)
  }
  visit(rootPid)
  return kb / 1024
}

async function speedscope(file) {
  const server = await serve(path.resolve(file))
  const chromium = launchChromium()
  try {
    const {targetId} = (await chromium.send('Target.createTarget', {url: 'about:blank'})).result
    const {sessionId} = (await chromium.send('Target.attachToTarget', {targetId, flatten: true})).result
    let crashed = false, refused = null, importer = null, importError = null
    chromium.onEvent(message => {
      if (message.method === 'Inspector.targetCrashed' || message.method === 'Target.detachedFromTarget') crashed = true
      // speedscope says it cannot read a file in an alert ("Unrecognized
      // format!"), which would hold the page until the timeout: note it, close it.
      if (message.method === 'Page.javascriptDialogOpening') {
        refused = `speedscope: "${message.params.message.replace(/ See documentation.*/, '')}"`
        chromium.send('Page.handleJavaScriptDialog', {accept: true}, sessionId)
      }
      // Which of its importers took the file: it logs "Importing as …".
      const logged = message.method === 'Runtime.consoleAPICalled' && message.params.args[0]?.value
      if (typeof logged === 'string' && /^Importing (as|from) /.test(logged)) importer = logged.replace(/^Importing (as|from) /, '')
      // Why an importer failed: it logs "Failed to load format" and the error.
      if (logged === 'Failed to load format') importError = message.params.args[1]?.description?.split('\n')[0] ?? null
    })
    await chromium.send('Inspector.enable', {}, sessionId)
    await chromium.send('Page.enable', {}, sessionId)
    await chromium.send('Runtime.enable', {}, sessionId)
    await new Promise(resolve => setTimeout(resolve, 1000))
    const baseline = treeRssMb(chromium.child.pid)
    let peak = baseline
    const sampler = setInterval(() => { peak = Math.max(peak, treeRssMb(chromium.child.pid)) }, 200)
    const {port} = server.address()
    const started = performance.now()
    await chromium.send('Page.navigate', {url: `http://127.0.0.1:${port}/#profileURL=${encodeURIComponent(`http://127.0.0.1:${port}/profile`)}`}, sessionId)
    let seconds = null
    while (!crashed && !refused && (performance.now() - started) / 1000 < timeoutSeconds) {
      // A page busy importing answers late, a crashed one never: wait a second at most.
      // An importer that threw leaves speedscope's error page ("Something went wrong").
      const answer = await Promise.race([chromium.send('Runtime.evaluate', {
        expression: `document.title.endsWith(' - speedscope') ? new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))
                     : document.body?.innerText.includes('Something went wrong') ? 'error' : false`,
        awaitPromise: true, returnByValue: true}, sessionId), new Promise(resolve => setTimeout(() => resolve({}), 1000))])
      if (answer.result?.result?.value === true) {
        seconds = (performance.now() - started) / 1000
        break
      }
      if (answer.result?.result?.value === 'error') {
        refused = `speedscope: "Something went wrong" (its importer failed${importError ? `: ${importError}` : ''})`
        break
      }
      await new Promise(resolve => setTimeout(resolve, 100))
    }
    clearInterval(sampler)
    peak = Math.max(peak, treeRssMb(chromium.child.pid))
    if (shotsDir && seconds !== null) {
      const shot = await chromium.send('Page.captureScreenshot', {format: 'png'}, sessionId)
      fs.writeFileSync(path.join(shotsDir, `${path.basename(file)}.speedscope.png`), Buffer.from(shot.result.data, 'base64'))
    }
    return {seconds, peakMb: peak - baseline, importer,
      failure: crashed ? 'crashed (out of memory?)' : refused ?? (seconds === null ? `no profile after ${timeoutSeconds} s` : null)}
  } finally {
    try { process.kill(-chromium.child.pid, 'SIGKILL') } catch { /* already gone */ }
    server.close()
  }
}

function hourglass(file) {
  const out = execFileSync(path.join(binDir, 'bench_firstpaint'), [file, '--runs', '1'],
    {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], env: {...process.env, QT_QPA_PLATFORM: 'offscreen'}})
  return {
    seconds: Number(/^first paint:\s+([\d.]+) s/m.exec(out)?.[1]),
    peakMb: Number(/at first paint (\d+) MB/.exec(out)?.[1]),
  }
}

console.log('| file | MB | speedscope first paint | speedscope peak | Hourglass first paint | Hourglass peak | sooner | memory | speedscope read it as |')
console.log('|---|---|---|---|---|---|---|---|---|')
for (const file of files) {
  const mb = fs.statSync(file).size / 1e6
  const ours = hourglass(file)
  const theirs = await speedscope(file)
  const cells = theirs.failure
    ? [theirs.failure, `${theirs.peakMb.toFixed(0)} MB`, `${ours.seconds.toFixed(3)} s`, `${ours.peakMb} MB`, '—', '—']
    : [`${theirs.seconds.toFixed(2)} s`, `${theirs.peakMb.toFixed(0)} MB`, `${ours.seconds.toFixed(3)} s`, `${ours.peakMb} MB`,
       `${(theirs.seconds / ours.seconds).toFixed(1)}×`, `${(ours.peakMb / theirs.peakMb).toFixed(2)}×`]
  console.log(`| ${path.basename(file)} | ${mb.toFixed(1)} | ${cells.join(' | ')} | ${theirs.importer ?? '—'} |`)
}
