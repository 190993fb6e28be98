const fs=require('fs');
function load(p){const src=fs.readFileSync(p,'utf8').replace(/\nmain\(\);\s*$/,'\n');const m={};new Function('m',src+';m.normalizePath=normalizePath;m.generateLog=generateLog;m.parseLine=parseLine;')(m);return m;}
const b=load(process.argv[2]), a=load(process.argv[3]);
const L=b.generateLog(50000,3).map(b.parseLine).map(r=>r.path);
const extra=['/static/12345.js','/static/abcdef.js','/static/abcdefg.js','/a/b.c','/x/0','/x/','/static/123456.JS','/static/1a2b3c.min.js','/123'];
let bad=0;for(const p of L.concat(extra)){const x=b.normalizePath(p),y=a.normalizePath(p);if(x!==y){bad++;if(bad<10)console.log(p,x,y);}}
console.log('mismatches',bad);
