# Independent check for calculators/tasse/ammortamento-beni.yaml.
# Independent: fiscal schedule, first year half the quota (art. 102 TUIR); car cap (art. 164).
import math
def fiscal(value, quota):
    rows=[]; left=value; y=1
    while left > 1e-9 and y <= 100:
        q=min(quota/2 if y==1 else quota, left); left-=q; rows.append((y,round(q,4),round(left,4))); y+=1
    return rows
def car(value, rate):
    base=min(value,18075.99)*rate*0.20
    return base*0.5, base
for v,q,rate in [(10000,2000,0.2),(1500,300,0.2),(30000,7500,0.25),(10000,4000,0.4),(10000,1200,0.12)]:
    r=fiscal(v,q); print(v,q,'y1',q/2,'rows',len(r),r[:2],r[-1],'car',car(v,rate))
