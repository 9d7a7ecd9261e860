// Imports a profile file with speedscope's own importer and prints what it
// found as JSON, so a test can compare it with what Hourglass wrote.
//
//   node import-with-speedscope.mjs <speedscope package dir> <profile file>
//
// The npm package ships speedscope as one browser bundle (an esbuild IIFE)
// and no importable module. Its top-level declarations are run here as a
// script in a Node vm context, where they become globals of that context;
// the app's final render into document.body needs a browser and is expected
// to fail, after the importer is defined. The importer is found by the
// function the app's `loadFileFromBase64` hook calls: the path speedscope's
// own command line (`speedscope FILE`) takes. Nothing of speedscope is
// changed: the file is imported exactly as the app imports it.
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

const [packageDir, profileFile] = process.argv.slice(2)
if (!packageDir || !profileFile) {
  console.error('usage: import-with-speedscope.mjs <speedscope package dir> <profile file>')
  process.exit(2)
}
const releaseDir = path.join(packageDir, 'dist', 'release')
const bundleName = fs.readdirSync(releaseDir).find(f => /^speedscope-[A-Z0-9]+\.js$/.test(f))
if (!bundleName) {
  console.error(`no speedscope-*.js bundle in ${releaseDir}`)
  process.exit(2)
}
const source = fs.readFileSync(path.join(releaseDir, bundleName), 'utf8')
const body = /^"use strict";\(\(\)=>\{([\s\S]*)\}\)\(\);\s*(\/\/# sourceMappingURL=\S*\s*)?$/.exec(source)
const hook = /loadFileFromBase64:\(\w+,\w+\)=>\{this\.loadProfile\(\(\)=>([\w$]+)\(/.exec(source)
if (!body || !hook) {
  console.error(`${bundleName} does not have the shape this script knows (speedscope 1.25)`)
  process.exit(2)
}

// Just enough of a browser for the bundle's top-level code.
const noop = () => {}
const inert = new Proxy(function () {}, {
  get: (target, key) => (key === Symbol.toPrimitive ? () => '' : key === 'then' ? undefined : inert),
  apply: () => inert,
  construct: () => inert,
  set: () => true,
})
const quiet = {log: noop, info: noop, warn: noop, error: noop, assert: noop, time: noop, timeEnd: noop}
const context = {
  console: quiet, document: inert, navigator: {userAgent: 'node', platform: 'linux'},
  location: {hash: '', search: '', href: 'file:///'}, localStorage: {getItem: () => null, setItem: noop},
  matchMedia: () => ({matches: false, addEventListener: noop, addListener: noop}),
  addEventListener: noop, removeEventListener: noop, requestAnimationFrame: noop,
  setTimeout, clearTimeout, TextDecoder, TextEncoder, atob, btoa, URL, Blob: class {},
}
context.window = context
context.self = context
vm.createContext(context)
try {
  vm.runInContext(body[1], context, {filename: bundleName})
} catch {
  // The render into the inert document; the importer is defined by now.
}
const importFromBase64 = vm.runInContext(`typeof ${hook[1]} === 'function' ? ${hook[1]} : null`, context)
if (!importFromBase64) {
  console.error(`speedscope's importer (${hook[1]}) is not defined after running ${bundleName}`)
  process.exit(2)
}

const group = await importFromBase64(path.basename(profileFile), fs.readFileSync(profileFile).toString('base64'))
if (!group) {
  console.error(`speedscope did not recognise ${profileFile}`)
  process.exit(1)
}
const profiles = group.profiles.map(profile => {
  let frames = 0
  profile.forEachFrame(() => ++frames)
  // Total weight of every call path ("a;b;c") that weighs something, from
  // speedscope's merged tree.
  const paths = {}
  const walk = (node, prefix) => {
    for (const child of node.children) {
      const key = prefix === null ? child.frame.name : `${prefix};${child.frame.name}`
      if (child.getTotalWeight() !== 0)
        paths[key] = (paths[key] || 0) + child.getTotalWeight()
      walk(child, key)
    }
  }
  walk(profile.getGroupedCalltreeRoot(), null)
  return {
    name: profile.getName(),
    unit: profile.getWeightUnit(),
    totalWeight: profile.getTotalWeight(),
    frames,
    samples: Array.isArray(profile.samples) ? profile.samples.length : 0,
    paths,
  }
})
console.log(JSON.stringify({name: group.name, profiles}))
