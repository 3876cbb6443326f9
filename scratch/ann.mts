import { apply, createGame, currentCall, currentPrompt } from '/work/wt/h13/src/engine';
import { randomValue } from '/work/wt/h13/src/engine/playout';
import { seedRng } from '/work/wt/h13/src/engine/random';
import { loadRuleset } from '/work/wt/h13/src/rulesets/registry';
const id = process.argv[2]!; const n = Number(process.argv[3] ?? 8);
const rules = await loadRuleset(id);
const names = ['Alice','Bruno','Chloé','David','Emma','Félix','Gaëlle','Hugo','Inès','Jules','Karim','Léa','Marc','Nina','Oscar','Paul'];
const players = names.slice(0,n).map((name,i)=>({id:`j${i+1}`, name}));
const composition = rules.suggestComposition(n, {});
let g = createGame(rules, { rulesetId: id, options: {}, players, composition, seed: process.argv[4] ?? 's1' });
if (!g.ok) { console.log(g.error); process.exit(1); }
let s = g.value; const rng = seedRng('x');
for (let i=0;i<400 && !s.ended;i++){
  const cp = currentPrompt(rules, s)!; const call = currentCall(rules,s)!;
  let res; for (let k=0;k<30;k++){ res = apply(rules, s, {kind:'answer', step: cp.step, value: randomValue(cp.prompt, rng)}); if (res.kind==='accepted') break; }
  if (res!.kind!=='accepted') { console.log('stuck', cp.step, res); break; }
  const ev = res.state.events.filter(e=>e.seq===s.seq && e.vis.to==='public');
  if (ev.length) console.log(`[${call.title}] line: ${call.line}\n   PUBLIC: ${ev.map(e=>e.type+': '+e.text).join('\n           ')}`);
  s = res.state;
}
