<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AlgorithmNames</name>
    <message>
        <source>optimal</source>
        <translation>最优</translation>
    </message>
    <message>
        <source>Fibonacci</source>
        <translation>斐波那契</translation>
    </message>
    <message>
        <source>binomial</source>
        <translation>二项式</translation>
    </message>
    <message>
        <source>Optimal LogP broadcast tree (Shou &amp; Chen 1996): every rank that holds the message keeps sending, one send every g.</source>
        <translation>最优 LogP 广播树（Shou 与 Chen，1996）：每个持有消息的进程不断发送，每隔 g 发送一次。</translation>
    </message>
    <message>
        <source>Fibonacci-split multicast (Gu, Li &amp; Liu 2002): the source hands on a Fibonacci-sized part and keeps the larger one.</source>
        <translation>斐波那契划分组播（Gu、Li 与 Liu，2002）：源进程交出斐波那契数大小的一部分，自己保留较大的部分。</translation>
    </message>
    <message>
        <source>Binomial bisection multicast (Gu, Li &amp; Liu 2002): the ranks are halved and each half is served on its own.</source>
        <translation>二项式二分组播（Gu、Li 与 Liu，2002）：进程被一分为二，每一半各自继续传递。</translation>
    </message>
</context>
<context>
    <name>AlgorithmSummary</name>
    <message>
        <source>(formula and simulation differ!)</source>
        <translation>（公式与模拟结果不一致！）</translation>
    </message>
    <message>
        <source> · no closed formula</source>
        <translation> · 无闭式公式</translation>
    </message>
    <message>
        <source> — fastest</source>
        <translation> — 最快</translation>
    </message>
    <message>
        <source>completes at &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>在 &lt;b&gt;%1&lt;/b&gt; 时完成</translation>
    </message>
    <message>
        <source> · formula: %1</source>
        <translation> · 公式：%1</translation>
    </message>
    <message>
        <source> (the simulation&apos;s %1 more for data sent just after it was written is not in the formula)</source>
        <translation>（模拟中因数据写入后立即发送而多出的 %1 不在公式中）</translation>
    </message>
</context>
<context>
    <name>MachineMismatch</name>
    <message>
        <source>These results were measured on %1, but the predictions use %2, calibrated on %3: another machine.</source>
        <translation>这些结果在 %1 上测得，但预测使用的是在 %3 上校准的 %2：另一台机器。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>These results ran programs built for the profile &quot;%1&quot; (%2), but the predictions use %3, another profile.</source>
        <translation>这些结果运行的是为配置文件“%1”（%2）构建的程序，但预测使用的是另一个配置文件 %3。</translation>
    </message>
    <message>
        <source>These results ran programs built for the built-in profile &quot;%1&quot; and are predicted with %2: neither was measured on this machine.</source>
        <translation>这些结果运行的是为内置配置文件“%1”构建的程序，并用 %2 预测：两者都不是在这台机器上测得的。</translation>
    </message>
    <message>
        <source>Calibrate the machine that measured for predictions that hold there (the Calibrate… button, or: %1), or run again with &quot;Calibrate first&quot; ticked: the run then measures its own profile in the same launch.</source>
        <translation>请校准进行测量的机器，使预测在该机器上成立（“校准…”按钮，或：%1），或勾选“先校准”重新运行：该运行会在同一次启动中测量自己的机器配置。</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>The schedule is costed with its BSP* profile &quot;%1&quot;, which was not measured where these results were (%2).</source>
        <translation>该调度使用其 BSP* 配置文件“%1”计算代价，该配置文件并非在得到这些结果的机器（%2）上测得。</translation>
    </message>
    <message>
        <source>The schedule is costed with its BSP* profile &quot;%1&quot; (%2), which was not measured where these results were (%3).</source>
        <translation>该调度使用其 BSP* 配置文件“%1”（%2）计算代价，该配置文件并非在得到这些结果的机器（%3）上测得。</translation>
    </message>
    <message>
        <source>The schedule is costed with its BSP* profile &quot;%1&quot;, calibrated on %2, but these results were measured on %3: another machine.</source>
        <translation>该调度使用其 BSP* 配置文件“%1”计算代价，该文件在 %2 上校准，但这些结果是在 %3 上测得的：另一台机器。</translation>
    </message>
    <message>
        <source>Calibrate the machine that measured (the Calibrate… button, or: %1), then select the calibration in the history and press &quot;Use these measurements&quot;: the schedule is then costed with that machine&apos;s profile.</source>
        <translation>请校准进行测量的机器（“校准…”按钮，或：%1），然后在历史中选择该校准并点击“使用这些测量结果”：调度随后将以该机器的配置文件计算代价。</translation>
    </message>
    <message>
        <source>%1 ranks ran on a host of %2 cores: they took turns on the cores, which the models do not account for (they give every rank a processor of its own), so the predictions are not expected to hold for this run.</source>
        <translation>%1 个进程运行在只有 %2 个核心的主机上：它们轮流使用核心，而模型并未考虑这一点（模型假定每个进程独占一个处理器），因此不应期望本次运行的预测成立。</translation>
    </message>
    <message>
        <source>While the cases ran, other processes used %1 of the %2 cores of %3, where %4 ranks needed a core each: the measured times include their interference. Measure again when the host is quiet before trusting a comparison with the predictions.</source>
        <translation>运行这些用例时，其他进程占用了 %3 的 %2 个核心中的 %1 个，而 %4 个秩各需一个核心：测得的时间包含它们的干扰。在信任与预测的比较之前，请在主机空闲时重新测量。</translation>
    </message>
</context>
<context>
    <name>PointTable</name>
    <message>
        <source>Ranks</source>
        <translation>进程数</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>Best forced</source>
        <translation>最佳强制算法</translation>
    </message>
    <message>
        <source>Gain over default</source>
        <translation>相对默认的增益</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>选定</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Predicted best</source>
        <translation>预测最佳</translation>
    </message>
    <message>
        <source>Agrees</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation>默认 (%1)</translation>
    </message>
    <message>
        <source>Best (%1)</source>
        <translation>最佳 (%1)</translation>
    </message>
</context>
<context>
    <name>RulesExport</name>
    <message>
        <source>made by %1 from %2, machine %3, %4 ranks, %5</source>
        <translation>由 %1 根据 %2 生成，机器 %3，%4 个进程，%5</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>These results were measured under MPICH: they decide MPICH&apos;s algorithms, which Open MPI does not have. Export them as MPICH JSON.</source>
        <translation>这些结果是在 MPICH 下测量的：它们决定的是 MPICH 的算法，Open MPI 没有这些算法。请导出为 MPICH JSON。</translation>
    </message>
    <message>
        <source>the other collectives keep the installed MPICH&apos;s built-in tree, merged in</source>
        <translation>其他集合操作保留已安装 MPICH 的内置选择树（已合并）</translation>
    </message>
    <message>
        <source>no installed MPICH&apos;s built-in tree was found: the file holds only the tuned collectives, and MPICH aborts on any other</source>
        <translation>未找到已安装 MPICH 的内置选择树：该文件只包含已调优的集合操作，MPICH 遇到其他集合操作时会中止</translation>
    </message>
</context>
<context>
    <name>RunPredictions</name>
    <message>
        <source>%1 (schedule cost, n = %2)</source>
        <translation>%1（调度代价，n = %2）</translation>
    </message>
    <message>
        <source>%1 (schedule re-costed at each size)</source>
        <translation>%1（按每个大小重新计算调度代价）</translation>
    </message>
    <message>
        <source>%1: L %2, o %3, g %4 µs, G %5 µs/B</source>
        <translation>%1：L %2，o %3，g %4 µs，G %5 µs/B</translation>
    </message>
    <message>
        <source> (for small messages; %1 size ranges)</source>
        <translation>（小消息的值；共 %1 个大小区间）</translation>
    </message>
    <message>
        <source>%1: L %2, o %3, g %4 µs, g_s %5 µs, G %6 µs/B</source>
        <translation>%1：L %2，o %3，g %4 µs，g_s %5 µs，G %6 µs/B</translation>
    </message>
</context>
<context>
    <name>SweepSetupBuilder</name>
    <message>
        <source>Algorithms: %1</source>
        <translation>算法：%1</translation>
    </message>
    <message>
        <source>Algorithms: %1 is not one of the %2 algorithms %3 lists.</source>
        <translation>算法：%1 不是 %3 所列的 %2 算法之一。</translation>
    </message>
    <message>
        <source>The runner does not measure %1.</source>
        <translation>Runner 不测量 %1。</translation>
    </message>
    <message>
        <source>Choose at least one collective.</source>
        <translation>请至少选择一个集合操作。</translation>
    </message>
    <message>
        <source>Communicator sizes: %1</source>
        <translation>通信子大小：%1</translation>
    </message>
    <message>
        <source>Message sizes: %1</source>
        <translation>消息大小：%1</translation>
    </message>
    <message>
        <source>Choose the sweep&apos;s folder.</source>
        <translation>请选择扫描的文件夹。</translation>
    </message>
    <message>
        <source>The sweep&apos;s folder %1 is a file; choose a folder.</source>
        <translation>扫描文件夹 %1 是一个文件；请选择文件夹。</translation>
    </message>
    <message>
        <source>The launcher &apos;%1&apos; is not found: install Open MPI (apt-get install openmpi-bin) or give the launcher&apos;s path.</source>
        <translation>找不到启动程序“%1”：请安装 Open MPI（apt-get install openmpi-bin）或给出启动程序的路径。</translation>
    </message>
    <message>
        <source>Give a launcher (mpirun, or srun).</source>
        <translation>请给出启动程序（mpirun 或 srun）。</translation>
    </message>
    <message>
        <source>The hostfile %1 does not exist.</source>
        <translation>主机文件 %1 不存在。</translation>
    </message>
    <message>
        <source>Give the runner (calltree-runner; build it with cmake --build build --target calltree-runner).</source>
        <translation>请给出 Runner（calltree-runner；用 cmake --build build --target calltree-runner 构建）。</translation>
    </message>
    <message>
        <source>The runner &apos;%1&apos; is not found: build it (cmake --build build --target calltree-runner) or give its path.</source>
        <translation>找不到 Runner“%1”：请构建它（cmake --build build --target calltree-runner）或给出其路径。</translation>
    </message>
    <message>
        <source>Timing: the maximum repetitions (%1) are fewer than the minimum (%2).</source>
        <translation>计时：最多重复次数（%1）少于最少重复次数（%2）。</translation>
    </message>
    <message>
        <source>A model-guided sweep needs a calibrated LogGP profile (*.loggp.json, from calltree-runner calibrate).</source>
        <translation>模型引导的扫描需要一个校准的 LogGP 配置文件（*.loggp.json，由 calltree-runner calibrate 生成）。</translation>
    </message>
    <message>
        <source>Profile: %1</source>
        <translation>配置文件：%1</translation>
    </message>
    <message>
        <source>Adapting to the verification points needs them: set a verification interval above 0.</source>
        <translation>按验证点调整需要验证点：请将验证间隔设为大于 0。</translation>
    </message>
    <message>
        <source>Under MPICH a sweep measures bcast, reduce and allreduce, not %1.</source>
        <translation>在 MPICH 下，扫描测量 bcast、reduce 和 allreduce，不测量 %1。</translation>
    </message>
    <message>
        <source>The launcher &apos;%1&apos; is not found: install MPICH (apt-get install mpich libmpich-dev) or give the launcher&apos;s path.</source>
        <translation>找不到启动程序“%1”：请安装 MPICH（apt-get install mpich libmpich-dev）或给出启动程序的路径。</translation>
    </message>
    <message>
        <source>The runner &apos;%1&apos; is not found: build it with MPICH installed (cmake --build build --target calltree-runner-mpich) or give its path.</source>
        <translation>找不到 runner“%1”：请在安装 MPICH 后构建它（cmake --build build --target calltree-runner-mpich）或给出其路径。</translation>
    </message>
    <message>
        <source>A model-guided sweep predicts Open MPI&apos;s algorithms: not under MPICH. Choose Open MPI or turn the model off.</source>
        <translation>模型引导的扫描预测的是 Open MPI 的算法，不适用于 MPICH。请选择 Open MPI 或关闭模型。</translation>
    </message>
</context>
<context>
    <name>Ties</name>
    <message>
        <source>%1 (tie)</source>
        <translation>%1（并列）</translation>
    </message>
    <message numerus="yes">
        <source>%1 (+%n with the same program)</source>
        <translation>
            <numerusform>%1（另有 %n 个相同程序）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (+%n tied)</source>
        <translation>
            <numerusform>%1（另有 %n 个并列）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>cycles</source>
        <translation>周期</translation>
    </message>
</context>
<context>
    <name>VariantNames</name>
    <message>
        <source>degree %1</source>
        <translation>度数 %1</translation>
    </message>
    <message>
        <source>%1 blocks</source>
        <translation>%1 个块</translation>
    </message>
    <message>
        <source>radix %1</source>
        <translation>基数 %1</translation>
    </message>
    <message>
        <source>%1 Borůvka steps</source>
        <translation>%1 个 Borůvka 步骤</translation>
    </message>
    <message>
        <source>LogP %1</source>
        <translation>LogP %1</translation>
    </message>
    <message>
        <source>reduce, then broadcast</source>
        <translation>先归约，再广播</translation>
    </message>
    <message>
        <source>local scan + boundary scan</source>
        <translation>局部扫描 + 边界扫描</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>CallTree Studio: design, show and compare collective communication.</source>
        <translation>CallTree Studio：设计、展示和比较集合通信。</translation>
    </message>
    <message>
        <source>Close the window after &lt;ms&gt; milliseconds.</source>
        <translation>在 &lt;ms&gt; 毫秒后关闭窗口。</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>--quit-after needs a non-negative number of milliseconds, not &apos;%1&apos;</source>
        <translation>--quit-after 需要一个非负的毫秒数，而不是“%1”</translation>
    </message>
    <message>
        <source>A schedule (*.calltree.json) to open instead of the built-in demo.</source>
        <translation>要打开的调度文件（*.calltree.json），代替内置演示。</translation>
    </message>
    <message>
        <source>Show only the visualization workspace.</source>
        <translation>仅显示可视化工作区。</translation>
    </message>
    <message>
        <source>CallTree Studio — visualizations</source>
        <translation>CallTree Studio — 可视化</translation>
    </message>
    <message>
        <source>Open a runner results file (*.results.json) in the Runs workspace.</source>
        <translation>在“运行”工作区中打开 Runner 结果文件（*.results.json）。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>With --results: show the recorded timeline of this case under its prediction.</source>
        <translation>与 --results 一起使用：在预测下方显示该用例记录的时间线。</translation>
    </message>
    <message>
        <source>case</source>
        <translation>用例</translation>
    </message>
    <message>
        <source>--measured-timeline needs --results FILE.results.json</source>
        <translation>--measured-timeline 需要 --results 文件.results.json</translation>
    </message>
</context>
<context>
    <name>studio</name>
    <message>
        <source>Nothing to animate.</source>
        <translation>没有可播放的动画。</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: %2</source>
        <translation>无法写入“%1”：%2</translation>
    </message>
    <message>
        <source>Cannot create the folder &apos;%1&apos;.</source>
        <translation>无法创建文件夹“%1”。</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;.</source>
        <translation>无法写入“%1”。</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 绘图 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Nothing to export.</source>
        <translation>没有可导出的内容。</translation>
    </message>
    <message>
        <source>Cannot encode PNG for &apos;%1&apos;.</source>
        <translation>无法为“%1”编码 PNG。</translation>
    </message>
    <message>
        <source>Unknown export format &apos;%1&apos;: use .png, .svg or .pdf.</source>
        <translation>未知的导出格式“%1”：请使用 .png、.svg 或 .pdf。</translation>
    </message>
</context>
<context>
    <name>studio::AnimationBar</name>
    <message>
        <source>%1 / %2 ranks hold the data</source>
        <translation>%1 / %2 个进程持有数据</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>Go to the next event: a send starting or a rank receiving</source>
        <translation>转到下一个事件：发送开始或进程接收</translation>
    </message>
    <message>
        <source>Scrub through the run</source>
        <translation>拖动浏览运行过程</translation>
    </message>
    <message>
        <source>Export animation…</source>
        <translation>导出动画…</translation>
    </message>
    <message>
        <source>Save the animation as an animated GIF or as PNG frames</source>
        <translation>将动画保存为 GIF 动画或 PNG 帧</translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Playback speed (1× plays the whole run in %1)</source>
        <translation>播放速度（1× 在 %1 内播放整个运行）</translation>
    </message>
</context>
<context>
    <name>studio::BestMapView</name>
    <message>
        <source>Press “Compute map” to fill the map.</source>
        <translation>点击“计算分布图”以填充分布图。</translation>
    </message>
    <message>
        <source>g / (L + 2o)</source>
        <translation>g / (L + 2o)</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>P = %1, g/(L+2o) = %2: %3 (%4)</source>
        <translation>P = %1, g/(L+2o) = %2：%3（%4）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>并列</translation>
    </message>
    <message>
        <source>g = 0.3884·(L+2o)</source>
        <translation>g = 0.3884·(L+2o)</translation>
    </message>
    <message>
        <source>tie: %1</source>
        <translation>并列：%1</translation>
    </message>
</context>
<context>
    <name>studio::CompareView</name>
    <message>
        <source>Export map</source>
        <translation>导出分布图</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>cannot run: %1</source>
        <translation>无法运行：%1</translation>
    </message>
    <message>
        <source>Compute map</source>
        <translation>计算分布图</translation>
    </message>
    <message>
        <source>Export map…</source>
        <translation>导出分布图…</translation>
    </message>
    <message>
        <source>Best of the chosen algorithms for each (g/(L+2o), P), L and o as in the panel; hatched cells are ties. The dashed line is Gu, Li &amp; Liu&apos;s (2002) crossover g = 0.3884·(L+2o), below which their bound for the Fibonacci split is under the binomial tree&apos;s time. That bound holds as P grows and is not tight; the map simulates exact times at each P, so its boundary lies elsewhere.</source>
        <translation>对每个 (g/(L+2o), P) 取所选算法中最快的一个，L 和 o 取面板中的值；带斜线的单元格表示并列。虚线是 Gu、Li 与 Liu（2002）给出的交叉点 g = 0.3884·(L+2o)，在其以下，他们对斐波那契划分给出的上界低于二项树的时间。该上界在 P 增大时成立，但并不紧；本图在每个 P 上模拟精确时间，因此模拟得到的边界位于别处。</translation>
    </message>
</context>
<context>
    <name>studio::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Close CallTree Studio</source>
        <translation>关闭 CallTree Studio</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>系统默认(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About CallTree Studio</source>
        <translation>关于 CallTree Studio(&amp;A)</translation>
    </message>
    <message>
        <source>No result: the parameters are invalid</source>
        <translation>无结果：参数无效</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>About CallTree Studio</source>
        <translation>关于 CallTree Studio</translation>
    </message>
    <message>
        <source>Schedule editor</source>
        <translation>调度编辑器</translation>
    </message>
    <message>
        <source>Timelines and charts</source>
        <translation>时间线与图表</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Schedule</source>
        <translation>调度(&amp;S)</translation>
    </message>
    <message>
        <source>%1 — CallTree Studio</source>
        <translation>%1 — CallTree Studio</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>&amp;Run…</source>
        <translation>运行(&amp;R)…</translation>
    </message>
    <message>
        <source>Run the schedule or catalogue algorithms with MPI and compare measured with predicted times</source>
        <translation>使用 MPI 运行调度或目录中的算法，并比较实测时间与预测时间</translation>
    </message>
    <message>
        <source>&lt;h3&gt;CallTree Studio %1&lt;/h3&gt;&lt;p&gt;CallTree Studio designs, shows and compares collective communication. Its schedule editor builds and costs call trees of nested parallel algorithms in the BSP* model and finds the cheapest one; its timelines and charts animate and compare collective algorithms such as the optimal LogP broadcast tree, the Fibonacci split and the binomial bisection, predict their completion time with the closed formulas and check them against an event-by-event LogGP simulation; its Runs workspace runs them with MPI and sets measured beside predicted times, so that what you see, what is predicted and what is run come from one and the same communication program.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;CallTree Studio %1&lt;/h3&gt;&lt;p&gt;CallTree Studio 用于设计、展示和比较集合通信。其调度编辑器在 BSP* 模型中构建嵌套并行算法的调用树、计算其代价并找出代价最低的调度；其时间线与图表以动画展示并比较集合算法，例如最优 LogP 广播树、斐波那契划分和二项式二分，用闭式公式预测其完成时间，并与逐事件的 LogGP 模拟相互核对；其运行工作区用 MPI 运行这些算法，并将实测时间与预测时间并列，从而使您所看到的、所预测的和所运行的都来自同一个通信程序。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>从未保存</translation>
    </message>
    <message>
        <source>CallTree Studio did not close properly. The schedule %1 (%2) had unsaved changes, autosaved at %3. Recover them?</source>
        <translation>CallTree Studio 上次未正常关闭。调度 %1（%2）有未保存的更改，已于 %3 自动保存。要恢复吗？</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Discard the copy</source>
        <translation>丢弃副本</translation>
    </message>
    <message>
        <source>Ask again later</source>
        <translation>以后再问</translation>
    </message>
    <message>
        <source>Tune</source>
        <translation>调优</translation>
    </message>
    <message>
        <source>Fastest for P = %1: a tie of %2 (%3 each)</source>
        <translation>P = %1 时最快：%2 并列（各 %3）</translation>
    </message>
    <message>
        <source>Fastest for P = %1: %2 (%3)</source>
        <translation>P = %1 时最快：%2（%3）</translation>
    </message>
</context>
<context>
    <name>studio::MeasuredView</name>
    <message>
        <source>Open results</source>
        <translation>打开结果</translation>
    </message>
    <message>
        <source>Runner results (*.json)</source>
        <translation>Runner 结果 (*.json)</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Cannot load the results: %1</source>
        <translation>无法加载结果：%1</translation>
    </message>
    <message>
        <source>Measured (solid) and predicted (dashed) time</source>
        <translation>实测（实线）与预测（虚线）时间</translation>
    </message>
    <message>
        <source>Accuracy: measured / predicted (linear above 1, logarithmic below)</source>
        <translation>准确度：实测 / 预测（大于 1 为线性刻度，小于 1 为对数刻度）</translation>
    </message>
    <message>
        <source>message size (bytes)</source>
        <translation>消息大小（字节）</translation>
    </message>
    <message>
        <source>%1 predicted</source>
        <translation>%1 预测</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>精确</translation>
    </message>
    <message>
        <source>Open results…</source>
        <translation>打开结果…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>(all algorithms)</source>
        <translation>（所有算法）</translation>
    </message>
    <message>
        <source>L (µs)</source>
        <translation>L (µs)</translation>
    </message>
    <message>
        <source>o (µs)</source>
        <translation>o (µs)</translation>
    </message>
    <message>
        <source>g (µs)</source>
        <translation>g (µs)</translation>
    </message>
    <message>
        <source>G (µs/byte)</source>
        <translation>G (µs/字节)</translation>
    </message>
    <message>
        <source>Open a results file written by calltree-runner; catalogue cases are predicted by simulating their program with the LogGP parameters here.</source>
        <translation>打开由 calltree-runner 写入的结果文件；目录中的用例通过使用此处的 LogGP 参数模拟其程序来预测。</translation>
    </message>
    <message>
        <source> (the run was not complete)</source>
        <translation>（运行未完成）</translation>
    </message>
    <message>
        <source>
First skipped: %1</source>
        <translation>
第一个跳过的用例：%1</translation>
    </message>
    <message>
        <source>Latency L of the measured machine, for the predictions</source>
        <translation>所测机器的延迟 L，用于预测</translation>
    </message>
    <message>
        <source>Overhead o of the measured machine, for the predictions</source>
        <translation>所测机器的开销 o，用于预测</translation>
    </message>
    <message>
        <source>Gap g of the measured machine, for the predictions</source>
        <translation>所测机器的间隔 g，用于预测</translation>
    </message>
    <message>
        <source>Gap per byte G of the measured machine, for the predictions</source>
        <translation>所测机器的每字节间隔 G，用于预测</translation>
    </message>
    <message>
        <source>%1: %2 bytes, %3</source>
        <translation>%1：%2 字节，%3</translation>
    </message>
    <message>
        <source>time (%1)</source>
        <translation>时间（%1）</translation>
    </message>
    <message>
        <source>Predicting the cases with the LogGP parameters here …</source>
        <translation>正在用此处的 LogGP 参数预测各用例…</translation>
    </message>
    <message>
        <source>
The prediction was cancelled.</source>
        <translation>
预测已取消。</translation>
    </message>
    <message>
        <source>Predicting case %1 of %2 (%3) with the LogGP parameters here …</source>
        <translation>正在用此处的 LogGP 参数预测第 %1 个用例（共 %2 个，%3）…</translation>
    </message>
    <message>
        <source>the calibrated profile</source>
        <translation>校准所得的配置</translation>
    </message>
    <message>
        <source>Predicted from the LogGP values here.</source>
        <translation>按此处的 LogGP 值预测。</translation>
    </message>
    <message>
        <source>Predicted from %1.</source>
        <translation>按 %1 预测。</translation>
    </message>
    <message numerus="yes">
        <source>Predicted from %1: %n size range(s), each size&apos;s cases at the machine&apos;s level measured beside them; the fields show the smallest range.</source>
        <translation>
            <numerusform>按 %1 预测：%n 个大小区间，每种大小的用例按在其旁测得的机器水平计算；字段显示最小的区间。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Predicted from %1: %n size range(s); the fields show the smallest range.</source>
        <translation>
            <numerusform>按 %1 预测：%n 个大小区间；字段显示最小的区间。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cases compared, %2 skipped%3. %4</source>
        <translation>比较了 %1 个用例，跳过 %2 个%3。%4</translation>
    </message>
    <message>
        <source>Environment: %1</source>
        <translation>环境：%1</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>比值</translation>
    </message>
</context>
<context>
    <name>studio::PredictionView</name>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Broadcast on %1 processors, %2 (Bonorden 2002, Figure 5)</source>
        <translation>%1 个处理器上的广播，%2（Bonorden 2002，图 5）</translation>
    </message>
    <message>
        <source>message size (bytes)</source>
        <translation>消息大小（字节）</translation>
    </message>
    <message>
        <source>optimal schedule</source>
        <translation>最优调度</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>Processors</source>
        <translation>处理器</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>导出图表…</translation>
    </message>
    <message>
        <source>from</source>
        <translation>从</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>optimal schedule (Table 2)</source>
        <translation>最优调度（表 2）</translation>
    </message>
    <message>
        <source>predicted time (%1)</source>
        <translation>预测时间 (%1)</translation>
    </message>
</context>
<context>
    <name>studio::TimelineFindBar</name>
    <message>
        <source>%1 of %2</source>
        <translation>第 %1 个，共 %2 个</translation>
    </message>
    <message>
        <source>Find a rank (5), a message (#12) or sender&gt;receiver (3&gt;5)</source>
        <translation>查找进程（5）、消息（#12）或发送方&gt;接收方（3&gt;5）</translation>
    </message>
    <message>
        <source>Find a rank (5), a message (#12, the number its tooltip shows) or the messages between two ranks (3&gt;5; 3&gt; from rank 3, &gt;5 to rank 5). Enter or F3: next, Shift+Enter or Shift+F3: previous, Esc: close</source>
        <translation>查找进程（5）、消息（#12，即其提示中显示的编号）或两个进程之间的消息（3&gt;5；3&gt; 表示从进程 3 发出，&gt;5 表示发往进程 5）。Enter 或 F3：下一个，Shift+Enter 或 Shift+F3：上一个，Esc：关闭</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>上一个匹配（Shift+F3）</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>下一个匹配（F3）</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <translation>关闭查找栏（Esc）</translation>
    </message>
</context>
<context>
    <name>studio::TimelineRuler</name>
    <message>
        <source>Δt = %1 (%2 → %3)</source>
        <translation>Δt = %1（%2 → %3）</translation>
    </message>
</context>
<context>
    <name>studio::TimelineSearch</name>
    <message>
        <source>There is no rank %1 (ranks 0 to %2).</source>
        <translation>不存在进程 %1（进程为 0 到 %2）。</translation>
    </message>
    <message>
        <source>There is no message %1 (messages 0 to %2).</source>
        <translation>不存在消息 %1（消息为 0 到 %2）。</translation>
    </message>
    <message>
        <source>Ranks run from 0 to %1.</source>
        <translation>进程编号为 0 到 %1。</translation>
    </message>
    <message>
        <source>No message matches “%1”.</source>
        <translation>没有与“%1”匹配的消息。</translation>
    </message>
    <message>
        <source>“%1” is not a rank (5), a message (#12) or a pair of ranks (3&gt;5).</source>
        <translation>“%1”不是进程（5）、消息（#12）或进程对（3&gt;5）。</translation>
    </message>
</context>
<context>
    <name>studio::TimelineView</name>
    <message>
        <source>Wires are drawn when at most %1 distinct lines are in view</source>
        <translation>视图中最多有 %1 条不同的线时才绘制连线</translation>
    </message>
    <message>
        <source>Too many wires: zoom in</source>
        <translation>连线过多：请放大</translation>
    </message>
    <message>
        <source>There is no timeline to export.</source>
        <translation>没有可导出的时间线。</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;.</source>
        <translation>无法写入“%1”。</translation>
    </message>
    <message>
        <source>Chrome trace JSON (*.json)</source>
        <translation>Chrome 跟踪 JSON (*.json)</translation>
    </message>
    <message>
        <source>Export timeline</source>
        <translation>导出时间线</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source> send </source>
        <translation> 发送 </translation>
    </message>
    <message>
        <source> receive </source>
        <translation> 接收 </translation>
    </message>
    <message>
        <source> combine </source>
        <translation> 合并 </translation>
    </message>
    <message>
        <source> copy </source>
        <translation> 复制 </translation>
    </message>
    <message>
        <source> idle</source>
        <translation> 空闲</translation>
    </message>
    <message>
        <source>time (%1)</source>
        <translation>时间（%1）</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>进程</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>进程 %1</translation>
    </message>
    <message>
        <source>Fit: show the whole timeline</source>
        <translation>适应：显示整个时间线</translation>
    </message>
    <message>
        <source>Export: save as PNG, SVG, PDF or Chrome trace JSON</source>
        <translation>导出：保存为 PNG、SVG、PDF 或 Chrome trace JSON</translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation>标尺</translation>
    </message>
    <message>
        <source>Ruler: drag across the timeline to measure the time between two points (Ctrl+drag does it without the button); Esc clears it</source>
        <translation>标尺：在时间线上拖动以测量两点之间的时间（不按此按钮时可用 Ctrl+拖动）；Esc 清除</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>查找…</translation>
    </message>
    <message>
        <source>Find a rank or a message (Ctrl+F)</source>
        <translation>查找进程或消息（Ctrl+F）</translation>
    </message>
    <message>
        <source>The whole run; the rectangle is the part in view: drag it to move, click to centre there</source>
        <translation>整个运行过程；矩形为当前可见部分：拖动以移动，单击以将该处居中</translation>
    </message>
    <message>
        <source>Wheel: zoom time (Ctrl+wheel: ranks), drag: pan, Shift+drag: zoom to an area, Ctrl+drag: measure, click a box: the path from the root. Keys: arrows or A/D pan, +/− or W/S zoom, Home fits, Ctrl+F finds</source>
        <translation>滚轮：缩放时间（Ctrl+滚轮：缩放进程），拖动：平移，Shift+拖动：缩放到选定区域，Ctrl+拖动：测量，单击方框：显示从根开始的路径。按键：方向键或 A/D 平移，+/− 或 W/S 缩放，Home 适应窗口，Ctrl+F 查找</translation>
    </message>
    <message>
        <source>&lt;b&gt;Message %1&lt;/b&gt;: %2 → %3, %4 bytes&lt;br&gt;send overhead %5 – %6&lt;br&gt;wire %6 – %7&lt;br&gt;receive overhead %8 – %9&lt;br&gt;end to end %10</source>
        <translation>&lt;b&gt;消息 %1&lt;/b&gt;：%2 → %3，%4 字节&lt;br&gt;发送开销 %5 – %6&lt;br&gt;线路 %6 – %7&lt;br&gt;接收开销 %8 – %9&lt;br&gt;端到端 %10</translation>
    </message>
</context>
<context>
    <name>studio::TreeGraphView</name>
    <message>
        <source>&lt;br&gt;(P_i, T_i) = (%1, %2)</source>
        <translation>&lt;br&gt;(P_i, T_i) = (%1, %2)</translation>
    </message>
    <message>
        <source>&lt;br&gt;edge message: %1 → %2 at %3, order %4</source>
        <translation>&lt;br&gt;边上的消息：%1 → %2，时间 %3，顺序 %4</translation>
    </message>
    <message>
        <source>Rank %1: holds the data at %2</source>
        <translation>进程 %1：在 %2 时持有数据</translation>
    </message>
</context>
<context>
    <name>studio::VisualParameterPanel</name>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Processors P</source>
        <translation>处理器数 P</translation>
    </message>
    <message>
        <source>Root</source>
        <translation>根</translation>
    </message>
    <message>
        <source>Message bytes</source>
        <translation>消息字节数</translation>
    </message>
    <message>
        <source>Latency L</source>
        <translation>延迟 L</translation>
    </message>
    <message>
        <source>Overhead o</source>
        <translation>开销 o</translation>
    </message>
    <message>
        <source>Gap g</source>
        <translation>间隔 g</translation>
    </message>
    <message>
        <source>Gap per byte G</source>
        <translation>每字节间隔 G</translation>
    </message>
    <message>
        <source>Time unit</source>
        <translation>时间单位</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>cycles</source>
        <translation>周期</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>Choose a preset…</source>
        <translation>选择预设…</translation>
    </message>
    <message>
        <source>Shou &amp; Chen 1996 example: L = 6, o = 2, g = 4 cycles</source>
        <translation>寿标、陈国良 1996 示例：L = 6, o = 2, g = 4 周期</translation>
    </message>
    <message>
        <source>Ethernet-class cluster (rough): L = 20, o = 2.5, g = 3 µs</source>
        <translation>以太网级集群（粗略）：L = 20, o = 2.5, g = 3 µs</translation>
    </message>
    <message>
        <source>LogGP: time per byte beyond the first on the wire</source>
        <translation>LogGP：第一个字节之后每个字节在网络上的传输时间</translation>
    </message>
    <message>
        <source>%1 is a BSP* profile; timelines need a LogP/LogGP profile (model &quot;loggp&quot;)</source>
        <translation>%1 是 BSP* 机器配置；时间线需要 LogP/LogGP 机器配置（model 为 &quot;loggp&quot;）</translation>
    </message>
    <message>
        <source>Load a LogGP machine profile</source>
        <translation>加载 LogGP 机器配置</translation>
    </message>
    <message>
        <source>Machine profiles (*.machine.json *.json)</source>
        <translation>机器配置 (*.machine.json *.json)</translation>
    </message>
    <message>
        <source>Cannot use the machine profile</source>
        <translation>无法使用该机器配置</translation>
    </message>
    <message>
        <source>Load a LogGP profile (*.machine.json, e.g. a calibration)…</source>
        <translation>加载 LogGP 机器配置（*.machine.json，例如校准结果）…</translation>
    </message>
    <message>
        <source>%1 counts time in &apos;%2&apos;; the timeline knows cycles and the units of time s, ms, us and ns</source>
        <translation>%1 以“%2”为时间单位；时间线支持周期以及时间单位 s、ms、us 和 ns</translation>
    </message>
    <message>
        <source>%1 = %2 lies outside 0 to %3, what the timeline takes</source>
        <translation>%1 = %2 超出时间线可接受的范围 0 至 %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Processors (ranks) in the timeline</source>
        <translation>时间线中的处理器（进程）数</translation>
    </message>
    <message>
        <source>The rank that starts the broadcast or receives the result</source>
        <translation>发起广播或接收结果的进程</translation>
    </message>
    <message>
        <source>Message size of the modelled operation</source>
        <translation>所建模操作的消息大小</translation>
    </message>
    <message>
        <source>LogP: latency of one message on the network</source>
        <translation>LogP：一条消息在网络上的延迟</translation>
    </message>
    <message>
        <source>LogP: processor time to send or receive one message</source>
        <translation>LogP：发送或接收一条消息占用的处理器时间</translation>
    </message>
    <message>
        <source>LogP: least time between two messages of one processor</source>
        <translation>LogP：同一处理器两条消息之间的最短间隔</translation>
    </message>
    <message>
        <source>%1 has %2 message-size ranges: %3 bytes use range %4 (from %5 bytes). L, o, g and G show that range and follow the size; choose a preset to type values.</source>
        <translation>%1 有 %2 个消息大小区间：%3 字节使用第 %4 个区间（从 %5 字节起）。L、o、g 和 G 显示该区间的值并随大小变化；要输入自己的值，请选择一个预设。</translation>
    </message>
    <message>
        <source>range %1, from %2 bytes: L = %3, o_s = %4, o_r = %5, g = %6, G = %7</source>
        <translation>第 %1 个区间，从 %2 字节起：L = %3，o_s = %4，o_r = %5，g = %6，G = %7</translation>
    </message>
    <message>
        <source>Stream gap g_s</source>
        <translation>流间隔 g_s</translation>
    </message>
    <message>
        <source>The profile&apos;s stream gap: back-to-back messages of one processor are spaced by the larger of g and g_s (read-only)</source>
        <translation>配置文件的流间隔：同一处理器连续的消息之间相隔 g 与 g_s 中的较大者（只读）</translation>
    </message>
    <message>
        <source>%1 has one message-size range. L, o, g, G and the stream gap g_s are its terms; choose a preset to type values.</source>
        <translation>%1 只有一个消息大小区间。L、o、g、G 和流间隔 g_s 是它的值；要输入自己的值，请选择一个预设。</translation>
    </message>
    <message>
        <source>%1 has %2 message-size ranges: %3 bytes use range %4 (from %5 bytes). L, o, g, G and the stream gap g_s show that range and follow the size; choose a preset to type values.</source>
        <translation>%1 有 %2 个消息大小区间：%3 字节使用第 %4 个区间（从 %5 字节起）。L、o、g、G 和流间隔 g_s 显示该区间的值并随大小变化；要输入自己的值，请选择一个预设。</translation>
    </message>
    <message>
        <source>range %1, from %2 bytes: L = %3, o_s = %4, o_r = %5, g = %6, G = %7, g_s = %8</source>
        <translation>第 %1 个区间，从 %2 字节起：L = %3，o_s = %4，o_r = %5，g = %6，G = %7，g_s = %8</translation>
    </message>
    <message>
        <source>%1 has one message-size range. L, o, g and G are its terms; choose a preset to type values.</source>
        <translation>%1 只有一个消息大小区间。L、o、g 和 G 是它的参数；选择一个预设即可输入数值。</translation>
    </message>
    <message>
        <source>eager limit: sends of up to %1 bytes are complete when posted, larger ones when received</source>
        <translation>eager 限制：不超过 %1 字节的发送在发出时即完成，更大的在被接收时完成</translation>
    </message>
    <message>
        <source>, send completion = %1</source>
        <translation>，发送完成 = %1</translation>
    </message>
    <message>
        <source>sends of up to %1 bytes are complete when posted, up to %2 bytes (eager) when they arrive, larger ones when received; the sender learns it a range&apos;s send completion later</source>
        <translation>不超过 %1 字节的发送在发出时即完成，不超过 %2 字节（eager）的在到达时完成，更大的在被接收时完成；发送方在该区间的发送完成时间之后才得知</translation>
    </message>
    <message>
        <source>, half duplex = %1</source>
        <translation>，半双工 = %1</translation>
    </message>
    <message>
        <source>, written data = %1 per byte</source>
        <translation>，刚写入的数据 = 每字节 %1</translation>
    </message>
    <message>
        <source>, overwriting what a peer read = %1 / %2 / %3 per byte (receive / copy / combine)</source>
        <translation>，覆写对方已读取的数据 = 每字节 %1 / %2 / %3（接收 / 复制 / 合并）</translation>
    </message>
</context>
<context>
    <name>studio::VisualizationWorkspace</name>
    <message>
        <source>Export tree</source>
        <translation>导出树</translation>
    </message>
    <message>
        <source>There is nothing to animate: %1</source>
        <translation>没有可播放的动画：%1</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif);;PNG frames in a folder (*)</source>
        <translation>GIF 动画 (*.gif);;文件夹中的 PNG 帧 (*)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Timeline and tree</source>
        <translation>时间线与树</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>BSP predictions</source>
        <translation>BSP 预测</translation>
    </message>
    <message>
        <source>Measured vs predicted</source>
        <translation>实测与预测</translation>
    </message>
    <message>
        <source>Layered</source>
        <translation>分层</translation>
    </message>
    <message>
        <source>Radial</source>
        <translation>径向</translation>
    </message>
    <message>
        <source>Rank to find in the tree</source>
        <translation>要在树中查找的进程</translation>
    </message>
    <message>
        <source>Find rank</source>
        <translation>查找进程</translation>
    </message>
    <message>
        <source>Fit tree</source>
        <translation>使树适应窗口</translation>
    </message>
    <message>
        <source>Export tree…</source>
        <translation>导出树…</translation>
    </message>
    <message>
        <source>This program is not a single broadcast or reduction tree: see the timeline.</source>
        <translation>该程序不是单一的广播树或归约树：请查看时间线。</translation>
    </message>
    <message>
        <source>Wheel: zoom, drag: pan</source>
        <translation>滚轮：缩放，拖动：平移</translation>
    </message>
    <message>
        <source>Cannot show these parameters: %1</source>
        <translation>无法显示这些参数：%1</translation>
    </message>
    <message>
        <source>This program is not a single broadcast or reduction tree, so there is no tree view: the timeline shows it all.</source>
        <translation>该程序不是单一的广播树或归约树，因此没有树视图：时间线展示了全部内容。</translation>
    </message>
    <message>
        <source>This page does not use these parameters: it shows the BSP* profiles or a runner results file.</source>
        <translation>此页面不使用这些参数：它显示 BSP* 配置或运行器的结果文件。</translation>
    </message>
    <message>
        <source>%1 on %2 ranks: %3 messages, completes at %4 (built in %5)</source>
        <translation>%1，%2 个进程：%3 条消息，在 %4 时完成（构建耗时 %5）</translation>
    </message>
</context>
<context>
    <name>studio::editor::Autosave</name>
    <message>
        <source>Autosave to %1 failed: %2</source>
        <translation>自动保存到 %1 失败：%2</translation>
    </message>
</context>
<context>
    <name>studio::editor::CallTreeModel</name>
    <message>
        <source>operations</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>变体</translation>
    </message>
    <message>
        <source>input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>index</source>
        <translation>索引</translation>
    </message>
    <message>
        <source>data procs</source>
        <translation>数据处理器</translation>
    </message>
    <message>
        <source>calc procs</source>
        <translation>计算处理器</translation>
    </message>
    <message>
        <source>count</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>parallel</source>
        <translation>并行</translation>
    </message>
    <message>
        <source>time [ops]</source>
        <translation>时间 [ops]</translation>
    </message>
    <message>
        <source>share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;%3&lt;br&gt;Own time: %4&lt;br&gt;Source: %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2）&lt;br&gt;%3&lt;br&gt;自身时间：%4&lt;br&gt;来源：%5</translation>
    </message>
    <message>
        <source>Variant %1 of %2: %3</source>
        <translation>%2 的变体 %1：%3</translation>
    </message>
    <message>
        <source>Own time %1, with subcalls %2 (one instance)</source>
        <translation>自身时间 %1，含子调用 %2（单个实例）</translation>
    </message>
    <message>
        <source>&lt;i&gt;Filled in with the optimal schedule for this subproblem.&lt;/i&gt;</source>
        <translation>&lt;i&gt;已用该子问题的最优调度填充。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Variant %1: %2</source>
        <translation>变体 %1：%2</translation>
    </message>
    <message>
        <source>%1 processors</source>
        <translation>%1 个处理器</translation>
    </message>
    <message>
        <source>time [%1]</source>
        <extracomment>%1 is a time unit such as ms</extracomment>
        <translation>时间 [%1]</translation>
    </message>
</context>
<context>
    <name>studio::editor::MachinePanel</name>
    <message>
        <source>Load…</source>
        <translation>加载…</translation>
    </message>
    <message>
        <source>Load a *.machine.json profile (for example a calibration result)</source>
        <translation>加载 *.machine.json 机器配置（例如校准结果）</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Save this profile as *.machine.json</source>
        <translation>将此机器配置保存为 *.machine.json</translation>
    </message>
    <message>
        <source>g(1) [ops/byte]:</source>
        <translation>g(1) [ops/字节]：</translation>
    </message>
    <message>
        <source>Cost of a local copy of one byte (used where data stays on one processor)</source>
        <translation>本地复制一个字节的代价（用于数据留在同一处理器上的情况）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Machine:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;机器：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>Preset…</source>
        <translation>预设…</translation>
    </message>
    <message>
        <source>Machine %1</source>
        <translation>机器 %1</translation>
    </message>
    <message>
        <source>Machine profile %1: schedule re-costed</source>
        <translation>机器配置 %1：已重新计算调度代价</translation>
    </message>
    <message>
        <source>Set g(1)</source>
        <translation>设置 g(1)</translation>
    </message>
    <message>
        <source>Load machine %1</source>
        <translation>加载机器 %1</translation>
    </message>
    <message>
        <source>Cannot use the machine profile</source>
        <translation>无法使用该机器配置</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Cannot load the machine profile</source>
        <translation>无法加载机器配置</translation>
    </message>
    <message>
        <source>Loaded machine profile %1</source>
        <translation>已加载机器配置 %1</translation>
    </message>
    <message>
        <source>Cannot save the machine profile</source>
        <translation>无法保存机器配置</translation>
    </message>
    <message>
        <source>Saved machine profile %1</source>
        <translation>已保存机器配置 %1</translation>
    </message>
    <message>
        <source>Load machine profile</source>
        <translation>加载机器配置</translation>
    </message>
    <message>
        <source>Machine profiles (*.machine.json *.json)</source>
        <translation>机器配置 (*.machine.json *.json)</translation>
    </message>
    <message>
        <source>Save machine profile</source>
        <translation>保存机器配置</translation>
    </message>
    <message>
        <source>Machine profiles (*.machine.json)</source>
        <translation>机器配置 (*.machine.json)</translation>
    </message>
    <message>
        <source>Edit refused: %1</source>
        <translation>编辑被拒绝：%1</translation>
    </message>
    <message>
        <source>every partition size has a row</source>
        <translation>每个分区大小都已有一行</translation>
    </message>
    <message>
        <source>Added the row p = %1 with the profile&apos;s values there; type its p and values</source>
        <translation>已添加行 p = %1（取该处的配置值）；请输入其 p 和各参数</translation>
    </message>
    <message>
        <source>Double-click a value to change it; the schedule is re-costed at once. Insert adds a row, Delete removes the current one</source>
        <translation>双击数值即可修改，调度会立即重新计算代价。Insert 添加一行，Delete 删除当前行</translation>
    </message>
    <message>
        <source>Add row</source>
        <translation>添加行</translation>
    </message>
    <message>
        <source>Add a row for another partition size p (Insert)</source>
        <translation>为另一个分区大小 p 添加一行（Insert）</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>删除行</translation>
    </message>
    <message>
        <source>Remove the current row (Delete); the last row stays</source>
        <translation>删除当前行（Delete）；最后一行会保留</translation>
    </message>
    <message>
        <source>%1 (edited)</source>
        <translation>%1（已编辑）</translation>
    </message>
    <message>
        <source>Edited by hand from %1: these numbers were not measured. A preset or a loaded file starts again from measured ones.</source>
        <translation>由 %1 手工编辑：这些数值不是测量所得。选择预设或载入文件可重新从测量值开始。</translation>
    </message>
</context>
<context>
    <name>studio::editor::MachineTableModel</name>
    <message>
        <source>Partition size (processors)</source>
        <translation>分区大小（处理器数）</translation>
    </message>
    <message>
        <source>Operations per byte sent or received</source>
        <translation>每发送或接收一个字节的操作数</translation>
    </message>
    <message>
        <source>Operations per synchronisation</source>
        <translation>每次同步的操作数</translation>
    </message>
    <message>
        <source>Bytes: shorter messages cost as much as B bytes (BSP*)</source>
        <translation>字节：较短的消息按 B 字节计算代价（BSP*）</translation>
    </message>
    <message>
        <source>Operations per nanosecond (processor speed)</source>
        <translation>每纳秒的操作数（处理器速度）</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>g [ops/byte]</source>
        <translation>g [ops/字节]</translation>
    </message>
    <message>
        <source>L [ops]</source>
        <translation>L [ops]</translation>
    </message>
    <message>
        <source>B [bytes]</source>
        <translation>B [字节]</translation>
    </message>
    <message>
        <source>s [ops/ns]</source>
        <translation>s [ops/ns]</translation>
    </message>
    <message>
        <source>%1 must be a positive number</source>
        <translation>%1 必须是正数</translation>
    </message>
    <message>
        <source>%1 must be a number of at least 0</source>
        <translation>%1 必须是不小于 0 的数</translation>
    </message>
    <message>
        <source>Set %1 for p = %2</source>
        <translation>设置 p = %2 时的 %1</translation>
    </message>
    <message>
        <source>p must be a whole number from %1 to %2</source>
        <translation>p 必须是 %1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>the table has a row for p = %1 already</source>
        <translation>表中已有 p = %1 的行</translation>
    </message>
    <message>
        <source>Add the row p = %1</source>
        <translation>添加行 p = %1</translation>
    </message>
    <message>
        <source>choose a row of the machine table to remove</source>
        <translation>请选择要删除的机器表行</translation>
    </message>
    <message>
        <source>the last row cannot be removed: a profile needs at least one</source>
        <translation>不能删除最后一行：配置至少需要一行</translation>
    </message>
    <message>
        <source>Remove the row p = %1</source>
        <translation>删除行 p = %1</translation>
    </message>
    <message>
        <source>Change p = %1 to %2</source>
        <translation>将 p = %1 改为 %2</translation>
    </message>
</context>
<context>
    <name>studio::editor::MeasuredNodes</name>
    <message>
        <source>%1 on %2 processors (%3)</source>
        <extracomment>%1 an algorithm such as MSTWithMerge, %2 a processor count, %3 an input such as nodes=1024,edges=32768</extracomment>
        <translation>%1，%2 个处理器（%3）</translation>
    </message>
    <message>
        <source>The run has no schedule case to compare with.</source>
        <translation>该运行没有可供比较的调度用例。</translation>
    </message>
    <message>
        <source>These measurements are for another schedule or size: %1 ran, the open schedule is %2.</source>
        <extracomment>%1 and %2 name a schedule as &quot;MSTWithMerge on 2 processors (nodes=1024,edges=32768)&quot;</extracomment>
        <translation>这些测量属于另一个调度或规模：运行的是 %1，打开的调度是 %2。</translation>
    </message>
    <message>
        <source>The run recorded no times per node (the runner records them for Sort, IntegerSort and MST schedules run on data).</source>
        <translation>该运行没有记录每个节点的时间（运行器只为在数据上运行的 Sort、IntegerSort 和 MST 调度记录这些时间）。</translation>
    </message>
    <message>
        <source>The run was predicted with the profile %1, which the open schedule no longer uses, and the schedule it ran cannot be read.</source>
        <translation>该运行使用配置 %1 进行预测，而打开的调度已不再使用该配置，且无法读取实际运行的调度。</translation>
    </message>
    <message>
        <source>The measurements name node &quot;%1&quot;, which the open schedule does not have.</source>
        <translation>测量中提到节点“%1”，但打开的调度中没有该节点。</translation>
    </message>
    <message>
        <source>The profile %1 gives no times in seconds.</source>
        <translation>配置 %1 不提供以秒为单位的时间。</translation>
    </message>
</context>
<context>
    <name>studio::editor::NewScheduleDialog</name>
    <message>
        <source>New schedule</source>
        <translation>新建调度</translation>
    </message>
    <message>
        <source>%1 (current)</source>
        <translation>%1（当前）</translation>
    </message>
    <message>
        <source>problem:</source>
        <translation>问题：</translation>
    </message>
    <message>
        <source>data procs:</source>
        <translation>数据处理器：</translation>
    </message>
    <message>
        <source>calc procs:</source>
        <translation>计算处理器：</translation>
    </message>
    <message>
        <source>machine:</source>
        <translation>机器：</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>choose a problem</source>
        <translation>请选择问题</translation>
    </message>
    <message>
        <source>calc procs (%1) must be at least data procs (%2)</source>
        <translation>计算处理器数（%1）不得少于数据处理器数（%2）</translation>
    </message>
    <message>
        <source>Processors that hold the data at the start</source>
        <translation>开始时持有数据的处理器数</translation>
    </message>
    <message>
        <source>Processors that take part in the computation</source>
        <translation>参与计算的处理器数</translation>
    </message>
</context>
<context>
    <name>studio::editor::ScheduleDocument</name>
    <message>
        <source>untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>no valid schedule exists for this choice</source>
        <translation>此选择不存在有效的调度</translation>
    </message>
    <message>
        <source>the schedule is already like that</source>
        <translation>调度已经是这样了</translation>
    </message>
    <message>
        <source>the node already uses %1</source>
        <translation>该节点已在使用 %1</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation>选择 %1</translation>
    </message>
    <message>
        <source>the node already uses this variant</source>
        <translation>该节点已在使用此变体</translation>
    </message>
    <message>
        <source>Variant of %1</source>
        <translation>%1 的变体</translation>
    </message>
    <message>
        <source>the node already runs on %1 processors</source>
        <translation>该节点已在 %1 个处理器上运行</translation>
    </message>
    <message>
        <source>Processors of %1</source>
        <translation>%1 的处理器</translation>
    </message>
    <message>
        <source>Optimize all</source>
        <translation>全部优化</translation>
    </message>
    <message>
        <source>Optimize subtree</source>
        <translation>优化子树</translation>
    </message>
    <message>
        <source>the schedule needs a BSP* profile with at least one row</source>
        <translation>调度需要至少包含一行的 BSP* 机器配置</translation>
    </message>
</context>
<context>
    <name>studio::editor::ScheduleDrawing</name>
    <message>
        <source>%1 … (%2 more in parallel)</source>
        <translation>%1 …（另有 %2 个并行）</translation>
    </message>
    <message>
        <source>%1 on %2 processors, input (%3), %4 operations</source>
        <translation>%1，%2 个处理器，输入（%3），%4 次操作</translation>
    </message>
    <message>
        <source>, %1 times one after another</source>
        <translation>，依次执行 %1 次</translation>
    </message>
    <message>
        <source>, %1 instances side by side</source>
        <translation>，%1 个实例并列</translation>
    </message>
    <message>
        <source> (optimal subschedule)</source>
        <translation>（最优子调度）</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Schedule %1</source>
        <translation>调度 %1</translation>
    </message>
    <message>
        <source>cannot encode the PNG image</source>
        <translation>无法编码 PNG 图像</translation>
    </message>
    <message>
        <source>unknown picture format &apos;%1&apos; (use .svg, .pdf or .png)</source>
        <translation>未知的图片格式“%1”（请使用 .svg、.pdf 或 .png）</translation>
    </message>
    <message>
        <source>one row per algorithm</source>
        <translation>每个算法一行</translation>
    </message>
    <message>
        <source>time [ops]</source>
        <translation>时间 [ops]</translation>
    </message>
    <message>
        <source>time [%1]</source>
        <extracomment>The time axis&apos; title; %1 is a unit such as ms</extracomment>
        <translation>时间 [%1]</translation>
    </message>
    <message>
        <source>optimizer&apos;s choice</source>
        <translation>优化器的选择</translation>
    </message>
    <message>
        <source>time [%1 ops]</source>
        <extracomment>The time axis&apos; title; %1 is a power of ten such as 10⁶</extracomment>
        <translation>时间 [%1 ops]</translation>
    </message>
    <message>
        <source>pred %1 · meas %2 (%3×)</source>
        <extracomment>A node&apos;s predicted and measured time (&quot;pred 1.2 ms · meas 1.9 ms (1.6×)&quot;); %3 is measured ÷ predicted</extracomment>
        <translation>预测 %1 · 实测 %2（%3×）</translation>
    </message>
    <message>
        <source>pred %1 · meas %2</source>
        <translation>预测 %1 · 实测 %2</translation>
    </message>
    <message>
        <source>measured &gt; %1× predicted</source>
        <extracomment>Legend entries of the colour cue; %1 is a ratio such as 1.5</extracomment>
        <translation>实测 &gt; %1× 预测</translation>
    </message>
    <message>
        <source>measured &lt; %1× predicted</source>
        <translation>实测 &lt; %1× 预测</translation>
    </message>
</context>
<context>
    <name>studio::editor::ScheduleEditor</name>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Edit refused: %1</source>
        <translation>编辑被拒绝：%1</translation>
    </message>
    <message>
        <source>&amp;New schedule…</source>
        <translation>新建调度(&amp;N)…</translation>
    </message>
    <message>
        <source>Choose a problem and its size; starts from the optimum</source>
        <translation>选择问题及其规模；从最优调度开始</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a *.calltree.json schedule</source>
        <translation>打开 *.calltree.json 调度</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the schedule</source>
        <translation>保存调度</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the schedule under a new name</source>
        <translation>以新名称保存调度</translation>
    </message>
    <message>
        <source>&amp;Export drawing…</source>
        <translation>导出绘图(&amp;E)…</translation>
    </message>
    <message>
        <source>Save the schedule drawing as SVG, PDF or PNG</source>
        <translation>将调度绘图保存为 SVG、PDF 或 PNG</translation>
    </message>
    <message>
        <source>&amp;Copy subtree as JSON</source>
        <translation>复制子树为 JSON(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the selected node and its subcalls as a schedule document</source>
        <translation>将所选节点及其子调用复制为调度文档</translation>
    </message>
    <message>
        <source>Optimize &amp;subtree</source>
        <translation>优化子树(&amp;S)</translation>
    </message>
    <message>
        <source>Replace the selected node&apos;s subtree by the optimal schedule of its subproblem</source>
        <translation>用其子问题的最优调度替换所选节点的子树</translation>
    </message>
    <message>
        <source>Optimize &amp;all</source>
        <translation>全部优化(&amp;A)</translation>
    </message>
    <message>
        <source>Replace the whole schedule by the optimum</source>
        <translation>用最优调度替换整个调度</translation>
    </message>
    <message>
        <source>&amp;Compare with optimal</source>
        <translation>与最优比较(&amp;C)</translation>
    </message>
    <message>
        <source>How much slower than the optimum the schedule is, and where the time is lost</source>
        <translation>调度比最优慢多少，以及时间损失在哪里</translation>
    </message>
    <message>
        <source>E&amp;xpand all</source>
        <translation>全部展开(&amp;X)</translation>
    </message>
    <message>
        <source>Show every subcall</source>
        <translation>显示所有子调用</translation>
    </message>
    <message>
        <source>C&amp;ollapse all</source>
        <translation>全部折叠(&amp;O)</translation>
    </message>
    <message>
        <source>Show only the root</source>
        <translation>仅显示根</translation>
    </message>
    <message>
        <source>Time in &amp;seconds</source>
        <translation>以秒为单位显示时间(&amp;S)</translation>
    </message>
    <message>
        <source>Show times in seconds on this machine instead of BSP operations</source>
        <translation>以本机器上的秒数而非 BSP 操作数显示时间</translation>
    </message>
    <message>
        <source>&amp;Heights proportional to time</source>
        <translation>高度与时间成比例(&amp;H)</translation>
    </message>
    <message>
        <source>Draw each box as tall as its predicted time (off: one row per algorithm)</source>
        <translation>按预测时间确定每个方框的高度（关闭时：每个算法一行）</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>调度</translation>
    </message>
    <message>
        <source>demo: Broadcast 64 KiB on 16 PSC2-SCI processors</source>
        <translation>演示：在 16 个 PSC2-SCI 处理器上广播 64 KiB</translation>
    </message>
    <message>
        <source>No schedule</source>
        <translation>无调度</translation>
    </message>
    <message>
        <source>No valid schedule solves %1 (%2) with data on %3 of %4 processors.</source>
        <translation>当数据位于 %4 个处理器中的 %3 个上时，没有有效的调度能求解 %1（%2）。</translation>
    </message>
    <message>
        <source>New optimal schedule: %1</source>
        <translation>新的最优调度：%1</translation>
    </message>
    <message>
        <source>Not opened: %1</source>
        <translation>未打开：%1</translation>
    </message>
    <message>
        <source>Cannot open the schedule</source>
        <translation>无法打开调度</translation>
    </message>
    <message>
        <source>%1 is not a valid schedule:
%2</source>
        <translation>%1 不是有效的调度：
%2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Cannot save the schedule</source>
        <translation>无法保存调度</translation>
    </message>
    <message>
        <source>%1:
%2</source>
        <translation>%1：
%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save schedule</source>
        <translation>保存调度</translation>
    </message>
    <message>
        <source>Schedules (*.calltree.json)</source>
        <translation>调度文件 (*.calltree.json)</translation>
    </message>
    <message>
        <source>The schedule %1 has unsaved changes. Save them?</source>
        <translation>调度 %1 有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <source>Open schedule</source>
        <translation>打开调度</translation>
    </message>
    <message>
        <source>Schedules (*.calltree.json *.json)</source>
        <translation>调度文件 (*.calltree.json *.json)</translation>
    </message>
    <message>
        <source>Export drawing</source>
        <translation>导出绘图</translation>
    </message>
    <message>
        <source>Exported the drawing to %1</source>
        <translation>已将绘图导出到 %1</translation>
    </message>
    <message>
        <source>Cannot export the drawing</source>
        <translation>无法导出绘图</translation>
    </message>
    <message>
        <source>Copied the subtree as JSON</source>
        <translation>已将子树复制为 JSON</translation>
    </message>
    <message>
        <source>Subtree optimized</source>
        <translation>子树已优化</translation>
    </message>
    <message>
        <source>Nothing to optimize: %1</source>
        <translation>无需优化：%1</translation>
    </message>
    <message>
        <source>Schedule optimized</source>
        <translation>调度已优化</translation>
    </message>
    <message>
        <source>&lt;p&gt;This schedule: %1 %2.&lt;br&gt;Optimal: %3 %2 (%4).&lt;/p&gt;</source>
        <translation>&lt;p&gt;此调度：%1 %2。&lt;br&gt;最优：%3 %2（%4）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The schedule is optimal.&lt;/p&gt;</source>
        <translation>&lt;p&gt;该调度是最优的。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;It is &lt;b&gt;%1 %&lt;/b&gt; slower. The time is lost at:&lt;/p&gt;&lt;ul&gt;</source>
        <translation>&lt;p&gt;慢了 &lt;b&gt;%1%&lt;/b&gt;。时间损失在：&lt;/p&gt;&lt;ul&gt;</translation>
    </message>
    <message>
        <source>&lt;li&gt;%1 (at %2): %3 instead of %4, loses %5 operations&lt;/li&gt;</source>
        <translation>&lt;li&gt;%1（位于 %2）：%3 而非 %4，损失 %5 次操作&lt;/li&gt;</translation>
    </message>
    <message>
        <source>root</source>
        <translation>根</translation>
    </message>
    <message>
        <source>The schedule is optimal</source>
        <translation>该调度是最优的</translation>
    </message>
    <message>
        <source>%1 % slower than optimal</source>
        <translation>比最优慢 %1%</translation>
    </message>
    <message>
        <source>Compare with optimal</source>
        <translation>与最优比较</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>撤销：%1</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>没有可撤销的操作</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>重做：%1</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>没有可重做的操作</translation>
    </message>
    <message>
        <source>Cannot recover the schedule</source>
        <translation>无法恢复调度</translation>
    </message>
    <message>
        <source>The autosaved copy %1 cannot be read:
%2</source>
        <translation>无法读取自动保存的副本 %1：
%2</translation>
    </message>
    <message>
        <source>%1 (recovered)</source>
        <translation>%1（已恢复）</translation>
    </message>
    <message>
        <source>Recovered %1 as autosaved at %2</source>
        <translation>已恢复 %1（自动保存于 %2）</translation>
    </message>
    <message>
        <source>Predicted time %1 operations (%2)</source>
        <extracomment>%1 a count of operations, %2 a time with its unit (&quot;1.26 ms&quot;)</extracomment>
        <translation>预测时间 %1 次操作（%2）</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>&amp;Measured times</source>
        <translation>实测时间(&amp;M)</translation>
    </message>
    <message>
        <source>Show beside each node&apos;s predicted time what the last run of the schedule measured</source>
        <translation>在每个节点的预测时间旁显示该调度上次运行的实测时间</translation>
    </message>
    <message>
        <source>Measured times per node from %1 (%2)</source>
        <translation>每个节点的实测时间，来自 %1（%2）</translation>
    </message>
    <message>
        <source>No measured times per node</source>
        <translation>没有每个节点的实测时间</translation>
    </message>
    <message>
        <source>%1 has no times per node: the runner records them for Sort, IntegerSort and MST schedules run on data.</source>
        <translation>%1 没有每个节点的时间：运行器只为在数据上运行的 Sort、IntegerSort 和 MST 调度记录这些时间。</translation>
    </message>
    <message>
        <source>Cannot read the measurements</source>
        <translation>无法读取测量结果</translation>
    </message>
</context>
<context>
    <name>studio::fields</name>
    <message>
        <source>Allowed: %1 to %2</source>
        <translation>允许范围：%1 至 %2</translation>
    </message>
</context>
<context>
    <name>studio::fields::DecimalBox</name>
    <message>
        <source>The field is empty: the value stays %1.</source>
        <translation>字段为空：值保持为 %1。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number: the value stays %2.</source>
        <translation>“%1”不是数字：值保持为 %2。</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3: the value stays %4.</source>
        <translation>%1 超出 %2 至 %3 的范围：值保持为 %4。</translation>
    </message>
    <message>
        <source>%1 has more decimals than the %2 this field keeps: the value stays %3.</source>
        <translation>%1 的小数位多于本字段保留的 %2 位：值保持为 %3。</translation>
    </message>
</context>
<context>
    <name>studio::fields::NumberFormat</name>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>微秒</translation>
    </message>
    <message>
        <source>ns</source>
        <translation>纳秒</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A time and its unit, e.g. &quot;1.25 ms&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1×</source>
        <extracomment>How many times faster, e.g. &quot;2.00×&quot;</extracomment>
        <translation>%1×</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>A percentage, e.g. &quot;25.0 %&quot;</extracomment>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>studio::fields::SizeField</name>
    <message>
        <source>Bytes, or with K, M or G (binary: 1K = 1024): 8, 64K, 1M</source>
        <translation>字节数，或带 K、M、G（二进制：1K = 1024）：8、64K、1M</translation>
    </message>
    <message>
        <source>%1: the value stays %2.</source>
        <translation>%1：值保持为 %2。</translation>
    </message>
</context>
<context>
    <name>studio::fields::WholeNumberBox</name>
    <message>
        <source>The field is empty: the value stays %1.</source>
        <translation>字段为空：值保持为 %1。</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3: the value stays %4.</source>
        <translation>%1 超出 %2 至 %3 的范围：值保持为 %4。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number: the value stays %2.</source>
        <translation>“%1”不是整数：值保持为 %2。</translation>
    </message>
</context>
<context>
    <name>studio::runs::MeasuredTimelineView</name>
    <message>
        <source>rank %1 (measured)</source>
        <translation>进程 %1（实测）</translation>
    </message>
    <message>
        <source>rank %1 (predicted)</source>
        <translation>进程 %1（预测）</translation>
    </message>
    <message>
        <source>The runner did not record the timeline of %1: %2</source>
        <translation>运行器未记录 %1 的时间线：%2</translation>
    </message>
    <message>
        <source>The case &apos;%1&apos; has no recorded timeline: run it with &quot;Record a timeline&quot;.</source>
        <translation>用例“%1”没有记录的时间线：请勾选“记录时间线”后运行。</translation>
    </message>
    <message>
        <source>Cannot show the measured timeline of %1: %2</source>
        <translation>无法显示 %1 的实测时间线：%2</translation>
    </message>
    <message>
        <source>%1 predicted</source>
        <translation>%1 预测</translation>
    </message>
    <message>
        <source>%1 measured</source>
        <translation>%1 实测</translation>
    </message>
    <message>
        <source>No results shown.</source>
        <translation>未显示结果。</translation>
    </message>
    <message>
        <source>No case of these results has a recorded timeline: run with &quot;Record a timeline&quot; (calltree-runner --record-timeline).</source>
        <translation>这些结果中没有任何用例记录了时间线：请勾选“记录时间线”后运行（calltree-runner --record-timeline）。</translation>
    </message>
    <message>
        <source>Measured %1, predicted %2: measured/predicted %3.</source>
        <translation>实测 %1，预测 %2：实测/预测 %3。</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <source>Median of the %n timed repetition(s): %1.</source>
        <translation>
            <numerusform>%n 次计时重复的中位数：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>The recording was cut off at %1 operations: later ones are missing.</source>
        <translation>记录在 %1 个操作处被截断：之后的操作缺失。</translation>
    </message>
    <message>
        <source>Case:</source>
        <translation>用例：</translation>
    </message>
    <message>
        <source>Two lanes per rank. Upper: &lt;b&gt;predicted&lt;/b&gt;, the program simulated with %1. Lower, on &lt;span style=&apos;background:%2&apos;&gt;&amp;nbsp;tinted&amp;nbsp;&lt;/span&gt;: &lt;b&gt;measured&lt;/b&gt;, the repetition the runner recorded (µs since the first rank left the starting barrier; a receive is drawn from when its send had started until the data was in place).</source>
        <translation>每个进程两条轨道。上：&lt;b&gt;预测&lt;/b&gt;，用 %1 模拟的程序。下，在&lt;span style=&apos;background:%2&apos;&gt;&amp;nbsp;着色&amp;nbsp;&lt;/span&gt;背景上：&lt;b&gt;实测&lt;/b&gt;，运行器记录的那次重复（自第一个进程离开起始屏障起的 µs；接收从其发送开始时画到数据到位为止）。</translation>
    </message>
    <message>
        <source>the chart&apos;s LogGP values</source>
        <translation>图表的 LogGP 参数</translation>
    </message>
</context>
<context>
    <name>studio::runs::PredictionJob</name>
    <message>
        <source>A case is predicted when simulating it needs at most %1 GB, half of the memory available on this machine when the Runs tab opened; larger cases are refused before any memory is spent on them.</source>
        <translation>模拟所需内存不超过 %1 GB（打开“运行”标签页时本机可用内存的一半）的用例才会被预测；更大的用例在占用任何内存之前即被拒绝。</translation>
    </message>
</context>
<context>
    <name>studio::runs::ResultRows</name>
    <message>
        <source>no schedule open</source>
        <translation>未打开调度</translation>
    </message>
    <message>
        <source>no LogGP profile</source>
        <translation>无 LogGP 机器配置</translation>
    </message>
    <message>
        <source>cannot be simulated</source>
        <translation>无法模拟</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未实测</translation>
    </message>
    <message>
        <source>MPI&apos;s own collective</source>
        <translation>MPI 自带的集合操作</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>the schedule&apos;s choices do not fit this size</source>
        <translation>调度的选择不适用于此大小</translation>
    </message>
    <message>
        <source>not predicted: %1 ranks × %2 messages needs about %3 GB</source>
        <translation>未预测：%1 个进程 × %2 条消息约需 %3 GB</translation>
    </message>
    <message>
        <source>predicting…</source>
        <translation>正在预测…</translation>
    </message>
    <message>
        <source>prediction cancelled</source>
        <translation>预测已取消</translation>
    </message>
    <message>
        <source>MPI&apos;s own collective: the catalogue has no twin of this algorithm</source>
        <translation>MPI 自带的集合操作：目录中没有该算法的孪生程序</translation>
    </message>
    <message>
        <source>MPI&apos;s own collective: the library chose the algorithm (force one to predict it)</source>
        <translation>MPI 自带的集合操作：由库选择算法（强制指定一个算法才能预测）</translation>
    </message>
</context>
<context>
    <name>studio::runs::ResultsPanel</name>
    <message>
        <source>Best per size: measured against predicted</source>
        <translation>各消息大小下的最佳值：实测与预测对比</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Measured vs predicted</source>
        <translation>实测与预测</translation>
    </message>
    <message>
        <source>Measured timeline</source>
        <translation>实测时间线</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>Best measured</source>
        <translation>最佳实测</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>Best predicted</source>
        <translation>最佳预测</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>用例</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <source> — %1 of %2 predictions within ±%3 %; the predicted-best within %4 % of the measured-best at %5 of %6 sizes</source>
        <translation> — %2 个预测中有 %1 个在 ±%3 % 以内；在 %6 个大小中有 %5 个，预测最佳与实测最佳相差在 %4 % 以内</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>进程数</translation>
    </message>
    <message>
        <source>Its median</source>
        <translation>其中位数</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>no prediction</source>
        <translation>无预测</translation>
    </message>
    <message>
        <source>The model predicts these equally fast: %1</source>
        <translation>模型预测这些算法同样快：%1</translation>
    </message>
    <message>
        <source>The predicted-best is more than %1 % slower than the measured-best</source>
        <translation>预测最佳比实测最佳慢 %1 % 以上</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) compared with this one; medians, ratios to this run, the fastest in bold (all of them when they tie).</source>
        <translation>
            <numerusform>已将 %n 次运行与本次比较；中位数、与本次的比值，最快者加粗（并列时全部加粗）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel prediction</source>
        <translation>取消预测</translation>
    </message>
    <message>
        <source>Stop predicting (Esc); the measured columns stay</source>
        <translation>停止预测（Esc）；测量列保留</translation>
    </message>
    <message>
        <source>Predicting %1 of %2: %3 …</source>
        <translation>正在预测第 %1 个，共 %2 个：%3 …</translation>
    </message>
    <message>
        <source>Predicting …</source>
        <translation>正在预测…</translation>
    </message>
    <message>
        <source>%1 ranks, %2 B: %3 of %4 algorithms, median %5</source>
        <translation>%1 个进程，%2 B：%4 个算法中的 %3 个，中位数 %5</translation>
    </message>
    <message numerus="yes">
        <source> — at %n size(s) nearly every algorithm missed its prediction alike: calibrate again just before the run</source>
        <translation>
            <numerusform> — 在 %n 个大小上几乎所有算法都以同样方式偏离预测：请在运行前重新校准</numerusform>
        </translation>
    </message>
    <message>
        <source>Nearly every algorithm missed its prediction the same way at these sizes, so the run&apos;s level there is off, not the model&apos;s ranking: the calibration&apos;s launch and the run&apos;s drifted apart, or a cost common to every algorithm is missing.
%1</source>
        <translation>在这些大小上几乎所有算法都以同样方式偏离预测，因此偏离的是该次运行的整体水平，而不是模型的排序：校准的启动与运行的启动之间发生了漂移，或缺少一项所有算法共有的开销。
%1</translation>
    </message>
</context>
<context>
    <name>studio::runs::ResultsTableModel</name>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>用例</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>Root</source>
        <translation>根</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>95% CI of median</source>
        <translation>中位数的 95% 置信区间</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>p90</source>
        <translation>p90</translation>
    </message>
    <message>
        <source>Reps</source>
        <translation>重复次数</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>Measured / predicted</source>
        <translation>实测 / 预测</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>机器配置</translation>
    </message>
    <message>
        <source>OSU&apos;s figure: %1 calls after %2 untimed ones, each timed alone; the average over ranks of each rank&apos;s mean (least %3, greatest %4)</source>
        <translation>OSU 数值：%2 次不计时调用之后的 %1 次调用，每次单独计时；各进程均值在所有进程上的平均（最小 %3，最大 %4）</translation>
    </message>
    <message>
        <source>OSU avg</source>
        <translation>OSU 平均</translation>
    </message>
</context>
<context>
    <name>studio::runs::RunConfig</name>
    <message>
        <source>%1 was not found: install MPI, or choose the launcher&apos;s path under Where.</source>
        <translation>未找到 %1：请安装 MPI，或在“运行位置”中选择启动程序的路径。</translation>
    </message>
    <message>
        <source>calltree-runner was not found beside the Studio or on PATH: build the calltree-runner target, or choose the runner under Where.</source>
        <translation>在 Studio 所在目录和 PATH 中均未找到 calltree-runner：请构建 calltree-runner 目标，或在“运行位置”中选择 Runner。</translation>
    </message>
    <message>
        <source>The runner %1 does not exist or is not executable: choose the calltree-runner program under Where.</source>
        <translation>Runner %1 不存在或不可执行：请在“运行位置”中选择 calltree-runner 程序。</translation>
    </message>
    <message>
        <source>Use at least 1 rank.</source>
        <translation>请至少使用 1 个进程。</translation>
    </message>
    <message>
        <source>Calibration measures messages between ranks: use at least 2 ranks.</source>
        <translation>校准测量的是进程之间的消息：请至少使用 2 个进程。</translation>
    </message>
    <message>
        <source>The schedule is for %1 processors but the run has %2 ranks: set the ranks to %1.</source>
        <translation>该调度针对 %1 个处理器，但本次运行有 %2 个进程：请将进程数设为 %1。</translation>
    </message>
    <message>
        <source>The schedule is for %1 processors; the runner needs exactly that many ranks: set the ranks to %1.</source>
        <translation>该调度针对 %1 个处理器；Runner 需要恰好同样多的进程：请将进程数设为 %1。</translation>
    </message>
    <message>
        <source>The hostfile &apos;%1&apos; does not exist: choose a hostfile.</source>
        <translation>主机文件“%1”不存在：请选择一个主机文件。</translation>
    </message>
    <message>
        <source>Slurm needs between 1 and %1 nodes for %1 tasks: change the nodes.</source>
        <translation>Slurm 运行 %1 个任务需要 1 到 %1 个节点：请修改节点数。</translation>
    </message>
    <message>
        <source>Calibrating first measures messages between ranks 0 and 1: use at least 2 ranks, or clear &quot;Calibrate first&quot;.</source>
        <translation>先校准需测量秩 0 与秩 1 之间的消息：请至少使用 2 个秩，或取消勾选“先校准”。</translation>
    </message>
</context>
<context>
    <name>studio::runs::RunController</name>
    <message>
        <source>The runner refused the run (exit status 1): a bad argument, plan or schedule, a rank count or root that does not fit, or a case that could not be prepared.</source>
        <translation>Runner 拒绝了本次运行（退出状态 1）：参数、计划或调度有误，进程数或根不匹配，或某个用例无法准备。</translation>
    </message>
    <message>
        <source>A case ended with wrong data on some rank (exit status 2): the log names the rank and offset.</source>
        <translation>某个用例结束时有进程上的数据错误（退出状态 2）：日志中给出了该进程和偏移量。</translation>
    </message>
    <message>
        <source>An MPI or internal error stopped the run (exit status 3).</source>
        <translation>MPI 错误或内部错误中止了本次运行（退出状态 3）。</translation>
    </message>
    <message>
        <source>A case ran past its timeout (exit status 4): raise the case timeout or lower the sizes.</source>
        <translation>某个用例超时（退出状态 4）：请增大用例超时时间或减小消息大小。</translation>
    </message>
    <message>
        <source>The job was torn down (exit status 5): a rank died or the launcher was interrupted.</source>
        <translation>作业被终止（退出状态 5）：某个进程已退出或启动程序被中断。</translation>
    </message>
    <message>
        <source>The launcher ended with exit status %1: a rank died or MPI could not start the job.</source>
        <translation>启动程序以退出状态 %1 结束：某个进程已退出或 MPI 无法启动作业。</translation>
    </message>
    <message>
        <source>The launcher %1 was not found: install MPI or choose its path in the run dialog.</source>
        <translation>未找到启动程序 %1：请安装 MPI，或在运行对话框中选择其路径。</translation>
    </message>
    <message>
        <source>%1: ok, median %2 s</source>
        <translation>%1：成功，中位数 %2 s</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1：%2 %3</translation>
    </message>
    <message>
        <source>[%1/%2] %3</source>
        <translation>[%1/%2] %3</translation>
    </message>
    <message>
        <source>The results file %1 cannot be read: %2</source>
        <translation>无法读取结果文件 %1：%2</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source> %n completed case(s) kept.</source>
        <translation>
            <numerusform>已保留 %n 个已完成的用例。</numerusform>
        </translation>
    </message>
    <message>
        <source>The run did not finish within %1 s and was stopped.</source>
        <translation>运行未在 %1 s 内完成，已被停止。</translation>
    </message>
    <message>
        <source>%1 crashed.</source>
        <translation>%1 崩溃了。</translation>
    </message>
    <message>
        <source>The calibration ended without writing %1.</source>
        <translation>校准已结束，但未写入 %1。</translation>
    </message>
    <message>
        <source>The runner ended without completing its results file %1.</source>
        <translation>Runner 已结束，但未写完其结果文件 %1。</translation>
    </message>
    <message>
        <source>The runner ended without writing its results file %1.</source>
        <translation>Runner 已结束，但未写入其结果文件 %1。</translation>
    </message>
    <message numerus="yes">
        <source>%1 did not stop within %2 s of SIGTERM: killed it and %n process(es) it started.</source>
        <translation>
            <numerusform>%1 在 SIGTERM 后 %2 秒内未停止：已强制结束它及其启动的 %n 个进程。</numerusform>
        </translation>
    </message>
    <message>
        <source>A progress line of the runner is malformed: %1</source>
        <translation>运行器的一行进度信息格式有误：%1</translation>
    </message>
    <message>
        <source>Every case ran, but the results file could not be written (exit status 6): the disk may be full. The file keeps the cases written before; the log has the rest.</source>
        <translation>所有用例都已运行，但结果文件无法写入（退出状态 6）：磁盘可能已满。文件保留此前写入的用例；其余内容见日志。</translation>
    </message>
    <message>
        <source>%1: stopped by Cancel (not kept)</source>
        <translation>%1：已被取消中止（未保留）</translation>
    </message>
</context>
<context>
    <name>studio::runs::RunDialog</name>
    <message>
        <source>Allow more ranks than cores (--oversubscribe)</source>
        <translation>允许进程数多于核心数（--oversubscribe）</translation>
    </message>
    <message>
        <source>The open schedule (%1)</source>
        <translation>当前打开的调度（%1）</translation>
    </message>
    <message>
        <source>Catalogue algorithms, to compare</source>
        <translation>目录中的算法，用于比较</translation>
    </message>
    <message>
        <source>Calibrate this machine (LogGP and BSP* profiles)</source>
        <translation>校准本机（LogGP 和 BSP* 机器配置）</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>This machine (mpirun)</source>
        <translation>本机（mpirun）</translation>
    </message>
    <message>
        <source>Hosts from a hostfile (mpirun --hostfile)</source>
        <translation>主机文件中的主机（mpirun --hostfile）</translation>
    </message>
    <message>
        <source>Slurm (srun)</source>
        <translation>Slurm（srun）</translation>
    </message>
    <message>
        <source>found on PATH</source>
        <translation>从 PATH 中查找</translation>
    </message>
    <message>
        <source>e.g. --mca coll_tuned_use_dynamic_rules 1</source>
        <translation>例如 --mca coll_tuned_use_dynamic_rules 1</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Hostfile</source>
        <translation>主机文件</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>运行位置</translation>
    </message>
    <message>
        <source>Launch on:</source>
        <translation>启动于：</translation>
    </message>
    <message>
        <source>Ranks (tasks):</source>
        <translation>进程数（任务数）：</translation>
    </message>
    <message>
        <source>Hostfile:</source>
        <translation>主机文件：</translation>
    </message>
    <message>
        <source>Slurm nodes:</source>
        <translation>Slurm 节点数：</translation>
    </message>
    <message>
        <source>Launcher program:</source>
        <translation>启动程序：</translation>
    </message>
    <message>
        <source>Extra MPI arguments:</source>
        <translation>额外的 MPI 参数：</translation>
    </message>
    <message>
        <source>Runner:</source>
        <translation>Runner：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Open MPI&apos;s choice</source>
        <translation>由 Open MPI 选择</translation>
    </message>
    <message>
        <source>the same algorithm in Open MPI</source>
        <translation>Open MPI 中的同一算法</translation>
    </message>
    <message>
        <source>What</source>
        <translation>运行内容</translation>
    </message>
    <message>
        <source>Algorithms:</source>
        <translation>算法：</translation>
    </message>
    <message>
        <source>Message sizes:</source>
        <translation>消息大小：</translation>
    </message>
    <message>
        <source>Roots:</source>
        <translation>根：</translation>
    </message>
    <message>
        <source>min</source>
        <translation>最少</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最多</translation>
    </message>
    <message>
        <source>Repetitions:</source>
        <translation>重复次数：</translation>
    </message>
    <message>
        <source>Minimum time per case:</source>
        <translation>每个用例的最短时间：</translation>
    </message>
    <message>
        <source>Case timeout:</source>
        <translation>用例超时：</translation>
    </message>
    <message>
        <source>Whole run timeout:</source>
        <translation>整个运行的超时：</translation>
    </message>
    <message>
        <source>MPI baseline:</source>
        <translation>MPI 基准：</translation>
    </message>
    <message>
        <source>Copy command</source>
        <translation>复制命令</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>The extra MPI arguments have an unclosed quote: close it.</source>
        <translation>额外的 MPI 参数中有未闭合的引号：请将其闭合。</translation>
    </message>
    <message>
        <source>Record a timeline of each case</source>
        <translation>记录每个用例的时间线</translation>
    </message>
    <message>
        <source>After the timed repetitions, one more repetition records when every operation of every rank started and ended, to lay under the predicted timeline (--record-timeline; MPI baselines have no operations to record)</source>
        <translation>计时重复之后，再做一次重复，记录每个进程每个操作的开始和结束时间，以便叠放在预测时间线下方（--record-timeline；MPI 基准没有可记录的操作）</translation>
    </message>
    <message>
        <source>MPI ranks to start (Slurm: tasks)</source>
        <translation>要启动的 MPI 进程数（Slurm：任务数）</translation>
    </message>
    <message>
        <source>Slurm nodes the tasks are spread over</source>
        <translation>任务分布到的 Slurm 节点数</translation>
    </message>
    <message>
        <source>Untimed repetitions before the timed ones</source>
        <translation>计时前不计时的预热重复次数</translation>
    </message>
    <message>
        <source>Timed repetitions at least</source>
        <translation>计时重复的最少次数</translation>
    </message>
    <message>
        <source>Repeat until this much time has passed (or the maximum repetitions)</source>
        <translation>重复直到经过这么长时间（或达到最多重复次数）</translation>
    </message>
    <message>
        <source>Timed repetitions at most</source>
        <translation>计时重复的最多次数</translation>
    </message>
    <message>
        <source>A case that takes longer is stopped and reported</source>
        <translation>超过此时间的用例会被停止并报告</translation>
    </message>
    <message>
        <source>The Studio stops the whole run after this time (none: 0)</source>
        <translation>Studio 在此时间后停止整个运行（无：0）</translation>
    </message>
    <message>
        <source>Message sizes, separated by commas: bytes, or with K, M or G (binary: 1K = 1024), and ranges FROM..TO that double: 8, 1K, 64K or 8..1M
Allowed: 0 to 2147483647 bytes, at most 64 sizes</source>
        <translation>消息大小，以逗号分隔：字节数，或带 K、M、G（二进制：1K = 1024），以及逐次翻倍的范围 FROM..TO：8、1K、64K 或 8..1M
允许范围：0 至 2147483647 字节，最多 64 个大小</translation>
    </message>
    <message>
        <source>Root ranks, separated by commas: 0 or 0,3
Allowed: 0 to the ranks less one</source>
        <translation>根进程编号，以逗号分隔：0 或 0,3
允许范围：0 至进程数减一</translation>
    </message>
    <message>
        <source>Warm-up repetitions:</source>
        <translation>预热重复次数：</translation>
    </message>
    <message>
        <source>The open schedule runs once on its own input (%1): the message sizes and roots apply to the catalogue algorithms only.</source>
        <translation>打开的调度在其自身输入（%1）上只运行一次：消息大小和根进程仅适用于目录算法。</translation>
    </message>
    <message>
        <source>Also OSU&apos;s figure</source>
        <translation>同时测 OSU 数值</translation>
    </message>
    <message>
        <source>After the timed repetitions, a pass timed as the OSU Micro-Benchmarks time a collective (same buffers, each call alone, the average of the ranks&apos; means), to compare with published osu_bcast figures; shown in the OSU avg column</source>
        <translation>在计时的重复之后，再按 OSU Micro-Benchmarks 为集合操作计时的方式运行一遍（相同的缓冲区、每次调用单独计时、各进程均值的平均），以便与公开的 osu_bcast 数值比较；显示在“OSU 平均”列中</translation>
    </message>
    <message>
        <source>Calibrate first</source>
        <translation>先校准</translation>
    </message>
    <message>
        <source>Interleave the cases of each message size in this many rounds, each a share of every case&apos;s repetitions, so that the machine&apos;s changes of speed hit all of them alike; with Calibrate first, the calibration is then measured again beside each size&apos;s cases (1: each case&apos;s repetitions back to back)</source>
        <translation>将每个消息大小的用例交错运行这么多轮，每轮运行每个用例的一部分重复次数，使机器的速度变化对所有用例的影响相同；勾选“先校准”时，还会在每个大小的用例旁再次测量校准（1：每个用例的重复次数连续运行）</translation>
    </message>
    <message>
        <source>Before the cases, measure this machine&apos;s LogGP profile in the same launch (ranks 0 and 1, at the run&apos;s message sizes), build the optimal and Fibonacci trees and the segment sizes for it, and predict the run from it: a profile measured in another launch can be 20-30 % off on a busy machine (--calibrate); with 2 or more rounds also measured again beside each size&apos;s cases, and the run predicted from that (--calibrate-beside)</source>
        <translation>在运行用例之前，于同一次启动中测量本机的 LogGP 配置（进程 0 和 1，按本次运行的消息大小），据此构建最优树和 Fibonacci 树以及分段大小，并用它预测本次运行：在另一次启动中测得的配置在繁忙的机器上可能偏差 20–30 %（--calibrate）；轮数为 2 或更多时，还会在每个大小的用例旁再次测量，并用该结果预测本次运行（--calibrate-beside）</translation>
    </message>
    <message>
        <source>rounds:</source>
        <translation>轮数：</translation>
    </message>
</context>
<context>
    <name>studio::runs::RunHistory</name>
    <message>
        <source>Cannot create the run folder %1: choose a folder you can write to (save the schedule elsewhere).</source>
        <translation>无法创建运行文件夹 %1：请选择一个可写入的文件夹（将调度保存到其他位置）。</translation>
    </message>
</context>
<context>
    <name>studio::runs::RunHistoryPanel</name>
    <message>
        <source>Runs in %1</source>
        <translation>运行记录位于 %1</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message numerus="yes">
        <source>cancelled, %n case(s) kept</source>
        <translation>
            <numerusform>已取消，保留 %n 个用例</numerusform>
        </translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>studio::runs::RunPlan</name>
    <message>
        <source>Cannot write the run plan %1: %2</source>
        <translation>无法写入运行计划 %1：%2</translation>
    </message>
    <message>
        <source>Nothing to run: choose the open schedule or at least one algorithm.</source>
        <translation>没有可运行的内容：请选择当前打开的调度或至少一个算法。</translation>
    </message>
    <message>
        <source>Give at least one message size.</source>
        <translation>请至少给出一个消息大小。</translation>
    </message>
    <message>
        <source>The size %1 is outside 0…2147483647 bytes: change it.</source>
        <translation>大小 %1 超出 0…2147483647 字节的范围：请修改。</translation>
    </message>
    <message>
        <source>Root %1 does not exist with %2 ranks: use roots from 0 to %3.</source>
        <translation>在 %2 个进程时不存在根 %1：请使用 0 到 %3 之间的根。</translation>
    </message>
    <message>
        <source>Repetitions: use a minimum of at least 1 and a maximum not below it, at most 100000000.</source>
        <translation>重复次数：最少次数至少为 1，最多次数不得小于最少次数，且不超过 100000000。</translation>
    </message>
    <message>
        <source>Timing: the minimum time must be ≥ 0 and the case timeout &gt; 0 seconds.</source>
        <translation>计时：最短时间必须 ≥ 0 秒，用例超时必须 &gt; 0 秒。</translation>
    </message>
    <message>
        <source>Message sizes: %1</source>
        <translation>消息大小：%1</translation>
    </message>
    <message>
        <source>Roots: %1</source>
        <translation>根：%1</translation>
    </message>
    <message>
        <source>MPI baseline: %1</source>
        <translation>MPI 基准：%1</translation>
    </message>
</context>
<context>
    <name>studio::runs::RunsWorkspace</name>
    <message>
        <source>Open results</source>
        <translation>打开结果</translation>
    </message>
    <message>
        <source>Run results (*.results.json)</source>
        <translation>运行结果 (*.results.json)</translation>
    </message>
    <message>
        <source>Compare with results</source>
        <translation>与结果比较</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <source>elapsed %1, remaining about %2</source>
        <translation>已用 %1，剩余约 %2</translation>
    </message>
    <message>
        <source>elapsed %1</source>
        <translation>已用 %1</translation>
    </message>
    <message>
        <source>Calibration finished: %1. &quot;Use these measurements&quot; loads it into the schedule&apos;s machine.</source>
        <translation>校准完成：%1。“使用这些测量结果”会将其加载到调度的机器配置中。</translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n case(s) measured.</source>
        <translation>
            <numerusform>完成：已测量 %n 个用例。</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>— %1</source>
        <translation>— %1</translation>
    </message>
    <message>
        <source>  | %1</source>
        <translation>  | %1</translation>
    </message>
    <message>
        <source>LogGP (chart values)</source>
        <translation>LogGP（图表中的值）</translation>
    </message>
    <message>
        <source>Run…</source>
        <translation>运行…</translation>
    </message>
    <message>
        <source>Run the open schedule or catalogue algorithms with MPI (Ctrl+R)</source>
        <translation>使用 MPI 运行当前打开的调度或目录中的算法（Ctrl+R）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Open results…</source>
        <translation>打开结果…</translation>
    </message>
    <message>
        <source>Compare with…</source>
        <translation>与其他运行比较…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>导出 JSON…</translation>
    </message>
    <message>
        <source>Use these measurements</source>
        <translation>使用这些测量结果</translation>
    </message>
    <message>
        <source>Load the calibrated machine profile into the schedule editor and re-cost the schedule</source>
        <translation>将校准后的机器配置加载到调度编辑器中，并重新计算调度代价</translation>
    </message>
    <message>
        <source>no run</source>
        <translation>无运行</translation>
    </message>
    <message>
        <source>Cannot write the schedule for the run: %1</source>
        <translation>无法为本次运行写入调度：%1</translation>
    </message>
    <message>
        <source>calibration %1</source>
        <translation>校准 %1</translation>
    </message>
    <message>
        <source>reopened</source>
        <translation>已重新打开</translation>
    </message>
    <message>
        <source>reopened, incomplete</source>
        <translation>已重新打开，不完整</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n case(s), complete.</source>
        <translation>
            <numerusform>%1：%n 个用例，完整。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n case(s), incomplete (the run was interrupted).</source>
        <translation>
            <numerusform>%1：%n 个用例，不完整（运行被中断）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open the results %1: %2</source>
        <translation>无法打开结果 %1：%2</translation>
    </message>
    <message>
        <source>This run</source>
        <translation>本次运行</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>导出 JSON</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>导出 CSV</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Select a finished calibration run first.</source>
        <translation>请先选择一个已完成的校准运行。</translation>
    </message>
    <message>
        <source>The calibrated profile %1 cannot be used for this schedule.</source>
        <translation>校准后的机器配置 %1 无法用于此调度。</translation>
    </message>
    <message>
        <source>The schedule is now costed with the calibrated profile %1.</source>
        <translation>现在使用校准后的机器配置 %1 计算调度代价。</translation>
    </message>
    <message>
        <source>Calibration %1: &quot;Use these measurements&quot; loads it.</source>
        <translation>校准 %1：“使用这些测量结果”可加载它。</translation>
    </message>
    <message>
        <source>Set the shown run beside other results files (or Ctrl-click several runs in the history)</source>
        <translation>将当前显示的运行与其他结果文件并列比较（或在历史中按 Ctrl 点击多个运行）</translation>
    </message>
    <message>
        <source>Show measured timeline</source>
        <translation>显示实测时间线</translation>
    </message>
    <message>
        <source>The recorded repetition of the selected case laid under its predicted timeline (runs made with &quot;Record a timeline&quot;)</source>
        <translation>所选用例记录的那次重复，叠放在其预测时间线下方（需以“记录时间线”运行）</translation>
    </message>
    <message>
        <source>No run yet. Press Run… (Ctrl+R) to run the open schedule or catalogue algorithms with MPI, or open a results file; earlier runs of this schedule are listed in the history.</source>
        <translation>尚无运行。按“运行…”（Ctrl+R）用 MPI 运行当前调度或目录中的算法，或打开一个结果文件；此调度以前的运行列在历史中。</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled. %n completed case(s) kept.</source>
        <translation>
            <numerusform>已取消。保留了 %n 个已完成的用例。</numerusform>
        </translation>
    </message>
    <message>
        <source>Calibrate…</source>
        <translation>校准…</translation>
    </message>
    <message>
        <source>Open the Run dialog on a calibration of this machine</source>
        <translation>打开运行对话框以校准本机</translation>
    </message>
    <message>
        <source>reopened, cancelled</source>
        <translation>已重新打开，已取消</translation>
    </message>
    <message numerus="yes">
        <source>%1: cancelled; %n case(s) finished before the cancel.</source>
        <translation>
            <numerusform>%1：已取消；取消前完成了 %n 个用例。</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the results %1…</source>
        <translation>正在读取结果 %1…</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n results file(s) to compare…</source>
        <translation>
            <numerusform>正在读取 %n 个结果文件以作比较…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled reading the results %1; the results shown stay.</source>
        <translation>已取消读取结果 %1；仍显示先前的结果。</translation>
    </message>
    <message>
        <source>Cancelled reading the results to compare.</source>
        <translation>已取消读取用于比较的结果。</translation>
    </message>
    <message>
        <source>this run&apos;s calibration %1</source>
        <translation>本次运行的校准 %1</translation>
    </message>
    <message>
        <source>this run&apos;s calibration beside its cases %1</source>
        <translation>本次运行在其用例旁的校准 %1</translation>
    </message>
    <message>
        <source>the run&apos;s calibration beside its cases, %1</source>
        <translation>该运行在其用例旁的校准，%1</translation>
    </message>
    <message>
        <source>the profile the run was built for, %1</source>
        <translation>该运行构建时所用的配置，%1</translation>
    </message>
</context>
<context>
    <name>studio::tune::AlgorithmList</name>
    <message>
        <source>Open MPI 4.1&apos;s algorithm numbers</source>
        <translation>Open MPI 4.1 的算法编号</translation>
    </message>
    <message>
        <source>MPICH (the CVAR values of MPICH 4.0.2)</source>
        <translation>MPICH（MPICH 4.0.2 的 CVAR 取值）</translation>
    </message>
</context>
<context>
    <name>studio::tune::DecisionMapView</name>
    <message>
        <source>faster</source>
        <translation>更快</translation>
    </message>
    <message>
        <source>overlap</source>
        <translation>区间重叠</translation>
    </message>
    <message>
        <source>default fastest</source>
        <translation>默认最快</translation>
    </message>
    <message>
        <source>small gain</source>
        <translation>增益过小</translation>
    </message>
    <message>
        <source>no default</source>
        <translation>无默认</translation>
    </message>
    <message>
        <source>%1 ranks</source>
        <translation>%1 个进程</translation>
    </message>
    <message>
        <source>default
%1</source>
        <translation>默认
%1</translation>
    </message>
    <message>
        <source>Open MPI&apos;s default stays: %1</source>
        <translation>保留 Open MPI 的默认：%1</translation>
    </message>
    <message>
        <source>Open MPI&apos;s default kept</source>
        <translation>保留 Open MPI 默认</translation>
    </message>
    <message>
        <source>No measured points for this collective.</source>
        <translation>此集合操作没有测量点。</translation>
    </message>
    <message>
        <source>%1 replaces the default: %2 faster</source>
        <translation>%1 取代默认：快 %2</translation>
    </message>
    <message>
        <source>MPICH&apos;s default stays: %1</source>
        <translation>保留 MPICH 的默认：%1</translation>
    </message>
    <message>
        <source>MPICH&apos;s default kept</source>
        <translation>保留 MPICH 默认</translation>
    </message>
</context>
<context>
    <name>studio::tune::RulesCheckPanel</name>
    <message>
        <source>MPICH cannot parse this file.</source>
        <translation>MPICH 无法解析此文件。</translation>
    </message>
    <message>
        <source>MPICH reads this file as written.</source>
        <translation>MPICH 按所写内容读取此文件。</translation>
    </message>
    <message numerus="yes">
        <source>MPICH reads this file, but not as written (%n problem(s)).</source>
        <translation>
            <numerusform>MPICH 读取此文件，但与所写内容不同（%n 个问题）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>条件</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Open MPI ignores this file and keeps its fixed decisions.</source>
        <translation>Open MPI 忽略此文件，保留其固定决策。</translation>
    </message>
    <message>
        <source>Open MPI reads this file as written.</source>
        <translation>Open MPI 按所写内容读取此文件。</translation>
    </message>
    <message numerus="yes">
        <source>Open MPI reads this file, but not as written (%n problem(s)).</source>
        <translation>
            <numerusform>Open MPI 读取此文件，但与所写内容不同（%n 个问题）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Collective</source>
        <translation>集合操作</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>进程数</translation>
    </message>
    <message>
        <source>Message bytes</source>
        <translation>消息字节数</translation>
    </message>
    <message>
        <source>Algorithm (fan-in/out, segment bytes)</source>
        <translation>算法（扇入/扇出，分段字节数）</translation>
    </message>
    <message>
        <source>fixed decision</source>
        <translation>固定决策</translation>
    </message>
    <message>
        <source> max requests %1</source>
        <translation> 最多 %1 个请求</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n finding(s)</source>
        <translation>
            <numerusform>%1：%n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <source>Check a rules file</source>
        <translation>检查规则文件</translation>
    </message>
    <message>
        <source>Rules files (*.rules *.conf *.json *.txt);;All files (*)</source>
        <translation>规则文件 (*.rules *.conf *.json *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Check a rules file…</source>
        <translation>检查规则文件…</translation>
    </message>
    <message>
        <source>Read an Open MPI rules file exactly as Open MPI 4.1/5.0 does (or an MPICH JSON file) and list every problem (Ctrl+Shift+K)</source>
        <translation>完全按 Open MPI 4.1/5.0 的方式读取 Open MPI 规则文件（或 MPICH JSON 文件），列出每个问题（Ctrl+Shift+K）</translation>
    </message>
    <message>
        <source>No rules file checked yet. Algorithm numbers as Open MPI 4.1 knows them.</source>
        <translation>尚未检查规则文件。算法编号按 Open MPI 4.1。</translation>
    </message>
    <message>
        <source>%1:0: Open MPI %2.%3 reads rules files in the classic format only: it ignores this JSON file</source>
        <translation>%1:0: Open MPI %2.%3 只读取经典格式的规则文件：它忽略此 JSON 文件</translation>
    </message>
    <message>
        <source>This Open MPI ignores the file (JSON rules need Open MPI 6.0).</source>
        <translation>此 Open MPI 忽略该文件（JSON 规则需要 Open MPI 6.0）。</translation>
    </message>
    <message>
        <source>Open MPI 6.0 ignores this file and keeps its fixed decisions.</source>
        <translation>Open MPI 6.0 忽略此文件并保留其固定决策。</translation>
    </message>
    <message>
        <source>Open MPI 6.0 reads this file as written.</source>
        <translation>Open MPI 6.0 按所写内容读取此文件。</translation>
    </message>
    <message numerus="yes">
        <source>Open MPI 6.0 reads this file, but not as written (%n problem(s)).</source>
        <translation>
            <numerusform>Open MPI 6.0 读取此文件，但与所写内容不同（%n 个问题）。</numerusform>
        </translation>
    </message>
    <message>
        <source>switched off (unknown algorithm)</source>
        <translation>已关闭（未知算法）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>studio::tune::RulesVerifyPanel</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Open MPI ignores %1 and keeps its fixed decisions: the rules file check says why.</source>
        <translation>Open MPI 会忽略 %1 并保留其固定决策：规则文件检查会说明原因。</translation>
    </message>
    <message>
        <source>Run sweep…&apos;s launch settings: %1</source>
        <translation>“运行扫描…”的启动设置：%1</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message numerus="yes">
        <source>Verifying %1 under Open MPI: %n launch(es), each the file&apos;s own choice beside the algorithms it picks, forced.</source>
        <translation>
            <numerusform>正在 Open MPI 下验证 %1：%n 次启动，每次都把文件自己的选择与它所选的算法（强制）并排运行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel verification</source>
        <translation>取消验证</translation>
    </message>
    <message>
        <source>Verifying %1</source>
        <translation>正在验证 %1</translation>
    </message>
    <message>
        <source>[%1/%2] %3 ranks: running…</source>
        <translation>[%1/%2] %3 个进程：运行中…</translation>
    </message>
    <message>
        <source>[%1/%2] failed (exit status %3), see %4</source>
        <translation>[%1/%2] 失败（退出状态 %3），见 %4</translation>
    </message>
    <message>
        <source>Verify under Open MPI</source>
        <translation>在 Open MPI 下验证</translation>
    </message>
    <message>
        <source>The verification did not run: %1</source>
        <translation>验证未运行：%1</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>验证已取消。</translation>
    </message>
    <message>
        <source>The verification failed: %1</source>
        <translation>验证失败：%1</translation>
    </message>
    <message>
        <source>%1, %2 ranks, %3 B: the file picks %4 %5; %6 under the file, %7 forced in the same launch: %8</source>
        <translation>%1，%2 个进程，%3 B：文件选择 %4 %5；在文件下 %6，同一次启动中强制 %7：%8</translation>
    </message>
    <message>
        <source>%1 did not take effect: where it picks another algorithm, the times are Open MPI&apos;s default&apos;s.</source>
        <translation>%1 未生效：在它选择其他算法的地方，时间与 Open MPI 的默认相同。</translation>
    </message>
    <message>
        <source>%1 took effect: %2 point(s) in effect, %3 not, %4 undecided.</source>
        <translation>%1 已生效：%2 个点生效，%3 个未生效，%4 个无法判定。</translation>
    </message>
    <message>
        <source>The times cannot tell whether %1 took effect: every point where it picks another algorithm is undecided.</source>
        <translation>时间无法判断 %1 是否生效：它选择其他算法的每个点都无法判定。</translation>
    </message>
    <message>
        <source>%1 keeps Open MPI&apos;s default at every measured point: no time can show it in effect.</source>
        <translation>%1 在每个测量点都保留 Open MPI 的默认：没有任何时间能显示它生效。</translation>
    </message>
    <message>
        <source>keeps the default</source>
        <translation>保留默认</translation>
    </message>
    <message>
        <source>in effect</source>
        <translation>生效</translation>
    </message>
    <message>
        <source>NOT in effect</source>
        <translation>未生效</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>无法判定</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <source>Run the collectives under %1 beside the algorithms it picks, forced, and tell whether Open MPI applies it (calltree tune verify)</source>
        <translation>在 %1 下与它所选的算法（强制）并排运行集合操作，并判断 Open MPI 是否应用了它（calltree tune verify）</translation>
    </message>
    <message>
        <source>MPICH does not read %1 as written (line %2: %3); checking the file lists every problem.</source>
        <translation>MPICH 不会按所写内容读取 %1（第 %2 行：%3）；检查该文件会列出每个问题。</translation>
    </message>
    <message>
        <source>%1 did not take effect: the ranks did not receive it (MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE), so MPICH used its built-in selection: %2</source>
        <translation>%1 未生效：各进程没有收到它（MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE），因此 MPICH 使用了内置选择：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 is in effect: every launch received it with the algorithm CVARs auto, and MPICH applies a file it receives or aborts; the times read as MPICH&apos;s default&apos;s at %n point(s) because separate launches differ in time.</source>
        <translation>
            <numerusform>%1 已生效：每次启动都在算法 CVAR 为 auto 时收到了它，而 MPICH 要么应用收到的文件，要么中止；在 %n 个点上时间看起来像 MPICH 的默认，因为不同的启动在时间上有差异。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 did not take effect: where it picks another algorithm, the times are MPICH&apos;s default&apos;s.</source>
        <translation>%1 未生效：在它选择其他算法的地方，时间与 MPICH 的默认相同。</translation>
    </message>
    <message>
        <source>%1 keeps MPICH&apos;s default at every measured point: no time can show it in effect.</source>
        <translation>%1 在每个测量点都保留 MPICH 的默认：没有任何时间能显示它生效。</translation>
    </message>
    <message>
        <source>Verify under MPICH</source>
        <translation>在 MPICH 下验证</translation>
    </message>
    <message>
        <source>Save the rules file first (Open MPI rules for an Open MPI sweep, MPICH JSON for an MPICH sweep): the verification runs under the saved file</source>
        <translation>请先保存规则文件（Open MPI 扫描保存 Open MPI 规则，MPICH 扫描保存 MPICH JSON）：验证在保存的文件下运行</translation>
    </message>
    <message>
        <source>Run the collectives under %1 and hold their times against the algorithms the sweep forced, to tell whether MPICH applies it (calltree tune verify)</source>
        <translation>在 %1 下运行集合操作，并将其时间与扫描中强制的算法对比，以判断 MPICH 是否应用了它（calltree tune verify）</translation>
    </message>
    <message numerus="yes">
        <source>Verifying %1 under MPICH: %n launch(es), each the file&apos;s own choice beside the algorithms it picks, forced through MPICH&apos;s algorithm variables.</source>
        <translation>
            <numerusform>正在 MPICH 下验证 %1：%n 次启动，每次都把文件自己的选择与它所选的算法并排运行，算法通过 MPICH 的算法变量强制。</numerusform>
        </translation>
    </message>
    <message>
        <source>[%1/%2] failed (exit status %3): %4; see %5</source>
        <translation>[%1/%2] 失败（退出状态 %3）：%4；见 %5</translation>
    </message>
    <message>
        <source>The times cannot decide whether %1 took effect: %2 point(s) show its picks, %3 the library&apos;s default, and the library reads a rules file whole or not at all when it starts. Verify again with more rounds, on a quiet host.</source>
        <translation>时间无法判定 %1 是否生效：%2 个点显示其选择，%3 个点显示库的默认选择，而库在启动时要么完整读取规则文件，要么完全不读。请在空闲主机上以更多轮次重新验证。</translation>
    </message>
</context>
<context>
    <name>studio::tune::SweepComparePanel</name>
    <message>
        <source>Compare with the sweep in folder</source>
        <translation>与文件夹中的扫描比较</translation>
    </message>
    <message>
        <source>%1 holds no results files (*.results.json).</source>
        <translation>%1 中没有结果文件（*.results.json）。</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n results file(s) to compare with…</source>
        <translation>
            <numerusform>正在读取 %n 个结果文件以作比较…</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a sweep on this page first; then choose another sweep of the same machine to compare it with.</source>
        <translation>请先在此页面打开一个扫描，然后选择同一台机器的另一个扫描与之比较。</translation>
    </message>
    <message>
        <source>Choose another sweep of the same machine: an exhaustive sweep to see what a guided sweep&apos;s shortcut cost, or a repeat to see how well the measurement agrees with itself.</source>
        <translation>选择同一台机器的另一个扫描：与穷举扫描比较可看出模型引导扫描的捷径代价，与重复扫描比较可看出测量自身的一致程度。</translation>
    </message>
    <message>
        <source>One sweep measured Open MPI, the other MPICH: their algorithm numbers cannot be compared.</source>
        <translation>一个扫描测量的是 Open MPI，另一个是 MPICH：两者的算法编号无法比较。</translation>
    </message>
    <message>
        <source>The two sweeps have no point in common where the other sweep measured this sweep&apos;s best algorithm.</source>
        <translation>两个扫描没有共同的点使另一个扫描测量了本扫描的最佳算法。</translation>
    </message>
    <message>
        <source>Measurements: %1 here, %2 there.</source>
        <translation>测量次数：此处 %1，彼处 %2。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of that sweep did not load.</source>
        <translation>
            <numerusform>该扫描有 %n 个文件无法加载。</numerusform>
        </translation>
    </message>
    <message>
        <source>Collective</source>
        <translation>集合操作</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>进程数</translation>
    </message>
    <message>
        <source>Measurements here / there</source>
        <translation>测量次数 此处 / 彼处</translation>
    </message>
    <message>
        <source>Within 5 % (medians)</source>
        <translation>5 % 以内（中位数）</translation>
    </message>
    <message>
        <source>Within 5 % (intervals)</source>
        <translation>5 % 以内（区间）</translation>
    </message>
    <message>
        <source>Picks agree</source>
        <translation>选择一致</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>Best here</source>
        <translation>此处最佳</translation>
    </message>
    <message>
        <source>Its time there</source>
        <translation>其在彼处的时间</translation>
    </message>
    <message>
        <source>Best there</source>
        <translation>彼处最佳</translation>
    </message>
    <message>
        <source>Best there takes</source>
        <translation>彼处最佳耗时</translation>
    </message>
    <message>
        <source>Slower by</source>
        <translation>慢了</translation>
    </message>
    <message>
        <source>Within 5 %</source>
        <translation>5 % 以内</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>within the noise</source>
        <translation>在噪声范围内</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>no: %1 / %2</source>
        <translation>否：%1 / %2</translation>
    </message>
    <message>
        <source>Compare with a sweep…</source>
        <translation>与扫描比较…</translation>
    </message>
    <message>
        <source>Choose another sweep&apos;s folder (an exhaustive sweep, or a repeat) and see, per point, how this sweep&apos;s best fares there (Ctrl+Shift+M)</source>
        <translation>选择另一个扫描的文件夹（穷举扫描或重复扫描），按点查看本扫描的最佳算法在那里的表现（Ctrl+Shift+M）</translation>
    </message>
    <message>
        <source>No sweep chosen to compare with.</source>
        <translation>尚未选择用于比较的扫描。</translation>
    </message>
    <message numerus="yes">
        <source>This sweep&apos;s best is within 5 % of the best of %1 at %2 of %n point(s) (%3) by the medians, at %4 (%5) where that sweep&apos;s 95 % intervals cannot tell it apart from within 5 %; the tables&apos; picks agree at %6; worst %7 slower.</source>
        <translation>
            <numerusform>按中位数，本扫描的最佳算法在 %n 个点中的 %2 个（%3）与 %1 的最佳相差不超过 5 %；在 %4 个点（%5）上该扫描的 95 % 区间无法将其与“5 % 以内”区分；两表的选择在 %6 个点一致；最差慢 %7。</numerusform>
        </translation>
    </message>
    <message>
        <source>Counting as agreeing two bests that run the same code (the same messages through the same Open MPI function): %1 (%2).</source>
        <translation>若将运行相同代码（相同消息经由同一 Open MPI 函数）的两个最佳算法视为一致：%1（%2）。</translation>
    </message>
    <message>
        <source>Within 5 % or same code</source>
        <translation>5 % 以内或代码相同</translation>
    </message>
    <message>
        <source>the same code</source>
        <translation>代码相同</translation>
    </message>
</context>
<context>
    <name>studio::tune::SweepDialog</name>
    <message>
        <source>The sweep&apos;s folder (an existing sweep resumes)</source>
        <translation>扫描文件夹（已有的扫描会继续）</translation>
    </message>
    <message>
        <source>Hostfile</source>
        <translation>主机文件</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>The runner (calltree-runner)</source>
        <translation>Runner（calltree-runner）</translation>
    </message>
    <message>
        <source>A calibrated LogGP profile</source>
        <translation>校准的 LogGP 配置文件</translation>
    </message>
    <message>
        <source>LogGP profiles (*.loggp.json);;All files (*)</source>
        <translation>LogGP 配置文件 (*.loggp.json);;所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <source>Model-guided plan: %1 of %2 measurements (%3 fewer) in %n run(s).</source>
        <translation>
            <numerusform>模型引导的计划：%2 次测量中的 %1 次（缩减 %3），共 %n 次运行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Plan: %n run(s), one mpirun per communicator size with every algorithm interleaved in %2 rounds, %1 measurements (sizes × algorithms).</source>
        <translation>
            <numerusform>计划：%n 次运行，每个通信器大小一个 mpirun，所有算法在 %2 轮中交错进行，%1 次测量（大小 × 算法）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Plan: %n run(s), one mpirun each, %1 measurements (sizes × algorithms).</source>
        <translation>
            <numerusform>计划：%n 次运行，每次一个 mpirun，%1 次测量（大小 × 算法）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Every run is already complete in this folder: Start only opens it.</source>
        <translation>此文件夹中的每次运行都已完成：开始只会打开它。</translation>
    </message>
    <message numerus="yes">
        <source>Resumes the sweep in this folder: %n run(s) already complete are skipped.</source>
        <translation>
            <numerusform>继续此文件夹中的扫描：跳过 %n 次已完成的运行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot start:</source>
        <translation>无法开始：</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Planning the sweep…</source>
        <translation>正在规划扫描…</translation>
    </message>
    <message>
        <source>Cancelling: waiting for mpirun to stop; complete runs are kept.</source>
        <translation>正在取消：等待 mpirun 停止；已完成的运行会保留。</translation>
    </message>
    <message numerus="yes">
        <source>%1 ranks, %n algorithm setting(s) interleaved in %2 rounds</source>
        <translation>
            <numerusform>%1 个进程，%n 个算法设置在 %2 轮中交错进行</numerusform>
        </translation>
    </message>
    <message>
        <source>0 (Open MPI&apos;s default)</source>
        <translation>0（Open MPI 的默认）</translation>
    </message>
    <message>
        <source>%1, %2 ranks, algorithm %3</source>
        <translation>%1，%2 个进程，算法 %3</translation>
    </message>
    <message>
        <source>skipped (complete)</source>
        <translation>已跳过（已完成）</translation>
    </message>
    <message>
        <source>measured in %1</source>
        <translation>测量完成，用时 %1</translation>
    </message>
    <message>
        <source>failed (exit status %1), see %2</source>
        <translation>失败（退出状态 %1），见 %2</translation>
    </message>
    <message>
        <source>interrupted (redone when the sweep resumes)</source>
        <translation>已中断（继续扫描时重做）</translation>
    </message>
    <message>
        <source>Run %1 of %2: %3</source>
        <translation>第 %1 次运行，共 %2 次：%3</translation>
    </message>
    <message>
        <source>The sweep did not run: %1</source>
        <translation>扫描未运行：%1</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %1: %2 of %n run(s) complete in %3; start again on this folder to resume.</source>
        <translation>
            <numerusform>%1 后已取消：%3 中 %n 次运行完成了 %2 次；在此文件夹上再次开始即可继续。</numerusform>
        </translation>
    </message>
    <message>
        <source>Sweep done in %1: %2 measured, %3 already complete, %4 failed.</source>
        <translation>扫描用时 %1 完成：%2 次已测量，%3 次早已完成，%4 次失败。</translation>
    </message>
    <message>
        <source>Model-guided: %1 of %2 measurements (%3 fewer).</source>
        <translation>模型引导：%2 次测量中的 %1 次（缩减 %3）。</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) failed: the list above names each log.</source>
        <translation>
            <numerusform>%n 次运行失败：上面的列表给出了每个日志。</numerusform>
        </translation>
    </message>
    <message>
        <source>Elapsed: %1</source>
        <translation>已用时间：%1</translation>
    </message>
    <message>
        <source>Run a tuning sweep</source>
        <translation>运行调优扫描</translation>
    </message>
    <message>
        <source>What to measure</source>
        <translation>测量内容</translation>
    </message>
    <message>
        <source>How to launch</source>
        <translation>启动方式</translation>
    </message>
    <message>
        <source>Collectives:</source>
        <translation>集合操作：</translation>
    </message>
    <message>
        <source>Communicator sizes:</source>
        <translation>通信子大小：</translation>
    </message>
    <message>
        <source>Ranks per run, separated by commas: 2 or 2,4. Each size and algorithm is one mpirun.
Allowed: 1 to 1048576</source>
        <translation>每次运行的进程数，以逗号分隔：2 或 2,4。每个大小和算法各一次 mpirun。
允许范围：1 至 1048576</translation>
    </message>
    <message>
        <source>Message sizes:</source>
        <translation>消息大小：</translation>
    </message>
    <message>
        <source>Message sizes, separated by commas: bytes, or with K, M or G (binary: 1K = 1024), and ranges FROM..TO that double: 8, 1K, 64K or 8..1M
Allowed: 0 to 2147483647 bytes, at most 64 sizes; reduce and allreduce need multiples of 8 (the runner reduces doubles)</source>
        <translation>消息大小，以逗号分隔：字节数，或带 K、M、G（二进制：1K = 1024），以及逐次翻倍的范围 FROM..TO：8, 1K, 64K 或 8..1M
允许范围：0 至 2147483647 字节，最多 64 个大小；reduce 和 allreduce 需要 8 的倍数（Runner 归约 double）</translation>
    </message>
    <message>
        <source>Algorithms:</source>
        <translation>算法：</translation>
    </message>
    <message>
        <source>all that Open MPI lists</source>
        <translation>Open MPI 所列的全部</translation>
    </message>
    <message>
        <source>Sweep folder:</source>
        <translation>扫描文件夹：</translation>
    </message>
    <message>
        <source>The results files and logs go here. A folder that holds a sweep resumes it: its complete runs are skipped.</source>
        <translation>结果文件和日志写到这里。包含扫描的文件夹会继续该扫描：跳过其已完成的运行。</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>A new folder beside this one</source>
        <translation>在此文件夹旁新建一个文件夹</translation>
    </message>
    <message>
        <source>Launcher:</source>
        <translation>启动程序：</translation>
    </message>
    <message>
        <source>The launch prefix: mpirun (or mpiexec) gets -np N and --mca settings, any other launcher (srun) -n N and OMPI_MCA_ variables</source>
        <translation>启动前缀：mpirun（或 mpiexec）获得 -np N 和 --mca 设置，其他启动程序（srun）获得 -n N 和 OMPI_MCA_ 变量</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>轮数：</translation>
    </message>
    <message>
        <source>One mpirun per communicator size measures every algorithm, each forced by the runner, interleaved in this many rounds so that the machine&apos;s drift hits them alike</source>
        <translation>每个通信器大小一个 mpirun 测量所有算法，每个算法由 runner 强制选用，并在这么多轮中交错进行，使机器的漂移对它们的影响相同</translation>
    </message>
    <message>
        <source>One mpirun per algorithm</source>
        <translation>每个算法一个 mpirun</translation>
    </message>
    <message>
        <source>Launch every forced algorithm on its own, with --mca coll_tuned_&lt;collective&gt;_algorithm (minutes apart, so drift between launches can pick an algorithm)</source>
        <translation>单独启动每个强制选用的算法，使用 --mca coll_tuned_&lt;collective&gt;_algorithm（相隔数分钟，因此启动之间的漂移可能决定选中的算法）</translation>
    </message>
    <message>
        <source>Hostfile:</source>
        <translation>主机文件：</translation>
    </message>
    <message>
        <source>none: this machine</source>
        <translation>无：本机</translation>
    </message>
    <message>
        <source>Runner:</source>
        <translation>Runner：</translation>
    </message>
    <message>
        <source>Timing:</source>
        <translation>计时：</translation>
    </message>
    <message>
        <source>The runner&apos;s defaults (10 repetitions, 0.05 s per case)</source>
        <translation>Runner 的默认值（10 次重复，每个用例 0.05 s）</translation>
    </message>
    <message>
        <source>Quick (one run per round, at least 5)</source>
        <translation>快速（每轮一次，至少 5 次）</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Repetitions:</source>
        <translation>重复次数：</translation>
    </message>
    <message>
        <source>min</source>
        <translation>最少</translation>
    </message>
    <message>
        <source>Timed repetitions at least (--min-reps)</source>
        <translation>计时重复的最少次数（--min-reps）</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最多</translation>
    </message>
    <message>
        <source>Timed repetitions at most (--max-reps): a case stops there even before its minimum time</source>
        <translation>计时重复的最多次数（--max-reps）：即使未到最短时间，用例也在此停止</translation>
    </message>
    <message>
        <source>Minimum time per case:</source>
        <translation>每个用例的最短时间：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Repeat each case until this much time has passed (--min-seconds)</source>
        <translation>每个用例重复直到经过这么长时间（--min-seconds）</translation>
    </message>
    <message>
        <source>Model-guided: predict first, measure fewer</source>
        <translation>模型引导：先预测，少测量</translation>
    </message>
    <message>
        <source>Predict every forced algorithm with a calibrated LogGP profile and measure per point only those predicted near the best, Open MPI&apos;s default, and all of them at verification sizes (calltree tune sweep --model)</source>
        <translation>用校准的 LogGP 配置文件预测每个强制算法，每个点只测量预测接近最佳的算法、Open MPI 的默认，并在验证大小上测量全部算法（calltree tune sweep --model）</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>配置文件：</translation>
    </message>
    <message>
        <source>a calibrated *.loggp.json (calltree-runner calibrate)</source>
        <translation>校准的 *.loggp.json（calltree-runner calibrate）</translation>
    </message>
    <message>
        <source>Margin:</source>
        <translation>裕量：</translation>
    </message>
    <message>
        <source>Measure the algorithms predicted at most 1 + this factor times the predicted best (--margin)</source>
        <translation>测量预测时间至多为预测最佳的 1 + 此系数倍的算法（--margin）</translation>
    </message>
    <message>
        <source>Verification interval:</source>
        <translation>验证间隔：</translation>
    </message>
    <message>
        <source>Every N-th size measures all algorithms, so that a model that ranks wrongly shows (--verify-every; 0: none)</source>
        <translation>每第 N 个大小测量全部算法，以便发现排序错误的模型（--verify-every；0：不验证）</translation>
    </message>
    <message>
        <source>Merge identical programs</source>
        <translation>合并相同的程序</translation>
    </message>
    <message>
        <source>Algorithms that run the same program at a point are measured once (--merge-identical; off: on this machine identical programs differ in time)</source>
        <translation>在某个点上运行相同程序的算法只测量一次（--merge-identical；默认关闭：在本机上相同的程序用时不同）</translation>
    </message>
    <message>
        <source>Cancel sweep</source>
        <translation>取消扫描</translation>
    </message>
    <message>
        <source>Interrupt the mpirun under way (Esc); complete runs are kept</source>
        <translation>中断正在进行的 mpirun（Esc）；已完成的运行会保留</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Launches:</source>
        <translation>启动方式：</translation>
    </message>
    <message numerus="yes">
        <source>Model-guided, adaptive: %n run(s) measure the verification points first; the other sizes follow, every algorithm next to a verification point the margin missed. At least %1 of %2 measurements (%3 fewer).</source>
        <translation>
            <numerusform>模型引导，自适应：%n 次运行先测量验证点；其余大小随后测量，在裕量未命中的验证点旁测量所有算法。至少 %1/%2 次测量（少 %3）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adaptive: the margin missed the measured best by more than 5 % at %1 of %n verification point(s); %2 size(s) next to them measure every algorithm.</source>
        <translation>
            <numerusform>自适应：在 %n 个验证点中有 %1 个，裕量内的算法比实测最佳慢 5% 以上；其旁 %2 个大小测量所有算法。</numerusform>
        </translation>
    </message>
    <message>
        <source>Adapt to the verification points</source>
        <translation>按验证点调整</translation>
    </message>
    <message>
        <source>Measure the verification sizes first; where the algorithms within the margin missed the measured best by more than 5 %, measure every algorithm at the sizes next to it (--adaptive)</source>
        <translation>先测量验证大小；若裕量内的算法比实测最佳慢 5% 以上，则在其旁的大小测量所有算法（--adaptive）</translation>
    </message>
    <message>
        <source>The verification points are already measured in this folder: Start measures what the other sizes still need.</source>
        <translation>此文件夹中的验证点已测量：“开始”将测量其余大小尚缺的部分。</translation>
    </message>
    <message>
        <source>0 (MPICH&apos;s default)</source>
        <translation>0（MPICH 的默认）</translation>
    </message>
    <message>
        <source>all that the sweep under MPICH knows</source>
        <translation>MPICH 下扫描已知的全部算法</translation>
    </message>
    <message>
        <source>Forced algorithms, separated by commas: 1,6. Empty: every algorithm %1 lists. The library&apos;s own choice (0) is always measured too.</source>
        <translation>强制算法，以逗号分隔：1,6。留空：%1 所列的每个算法。库自己的选择（0）总会一并测量。</translation>
    </message>
    <message>
        <source>MPI library:</source>
        <translation>MPI 库：</translation>
    </message>
    <message>
        <source>Open MPI: its coll/tuned algorithms, forced by the runner or by mpirun. MPICH: its algorithms under MPICH (mpirun.mpich, calltree-runner-mpich), one launch per algorithm (calltree tune sweep --mpi mpich)</source>
        <translation>Open MPI：其 coll/tuned 算法，由 runner 或 mpirun 强制。MPICH：MPICH 下的 MPICH 算法（mpirun.mpich、calltree-runner-mpich），每个算法启动一次（calltree tune sweep --mpi mpich）</translation>
    </message>
    <message>
        <source>failed (exit status %1): %2; see %3</source>
        <translation>失败（退出状态 %1）：%2；见 %3</translation>
    </message>
</context>
<context>
    <name>studio::tune::SweepJob</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
</context>
<context>
    <name>studio::tune::TuneWorkspace</name>
    <message>
        <source>%1 holds no *.results.json files</source>
        <translation>%1 中没有 *.results.json 文件</translation>
    </message>
    <message>
        <source>Still reading the previous results; try again when it is done.</source>
        <translation>仍在读取先前的结果；完成后请重试。</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n results file(s)…</source>
        <translation>
            <numerusform>正在读取 %n 个结果文件…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n results file(s), </source>
        <translation>
            <numerusform>%n 个结果文件，</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s); </source>
        <translation>
            <numerusform>%n 个点；</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a forced algorithm beats Open MPI&apos;s default at %n of them.</source>
        <translation>
            <numerusform>其中 %n 个点上强制算法优于 Open MPI 的默认。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s) not used (first: %1)</source>
        <translation>
            <numerusform>%n 个用例未使用（第一个：%1）</numerusform>
        </translation>
    </message>
    <message>
        <source>Predicted with %1: the predicted best is the measured best at %2 of %3 point(s).</source>
        <translation>使用 %1 预测：在 %3 个点中有 %2 个点预测最佳与测量最佳一致。</translation>
    </message>
    <message>
        <source>%1 is not a LogGP profile (calltree-runner calibrate writes one as *.loggp.json)</source>
        <translation>%1 不是 LogGP 配置文件（calltree-runner calibrate 会写出 *.loggp.json）</translation>
    </message>
    <message>
        <source>Profile %1 loaded</source>
        <translation>已加载配置文件 %1</translation>
    </message>
    <message>
        <source>Open a sweep&apos;s results first: there is no decision to export.</source>
        <translation>请先打开扫描结果：没有可导出的决策。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Open a tuning sweep&apos;s folder</source>
        <translation>打开调优扫描文件夹</translation>
    </message>
    <message>
        <source>Open results files</source>
        <translation>打开结果文件</translation>
    </message>
    <message>
        <source>Results files (*.results.json);;All files (*)</source>
        <translation>结果文件 (*.results.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Load a calibrated profile</source>
        <translation>加载校准配置文件</translation>
    </message>
    <message>
        <source>LogGP profiles (*.loggp.json);;Machine files (*.json);;All files (*)</source>
        <translation>LogGP 配置文件 (*.loggp.json);;机器文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Choose an export first.</source>
        <translation>请先选择导出格式。</translation>
    </message>
    <message>
        <source>Save the rules file</source>
        <translation>保存规则文件</translation>
    </message>
    <message>
        <source>Open sweep folder…</source>
        <translation>打开扫描文件夹…</translation>
    </message>
    <message>
        <source>Every *.results.json of a folder written by calltree tune sweep (Ctrl+Shift+O)</source>
        <translation>calltree tune sweep 所写文件夹中的全部 *.results.json（Ctrl+Shift+O）</translation>
    </message>
    <message>
        <source>Open results files…</source>
        <translation>打开结果文件…</translation>
    </message>
    <message>
        <source>Load calibrated profile…</source>
        <translation>加载校准配置…</translation>
    </message>
    <message>
        <source>Predict every forced algorithm with a calibrated LogGP profile and set the predicted best beside the measured one (Ctrl+Shift+L)</source>
        <translation>用校准的 LogGP 配置文件预测每个强制算法，并将预测最佳与测量最佳并列（Ctrl+Shift+L）</translation>
    </message>
    <message>
        <source>Collective:</source>
        <translation>集合操作：</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>决策</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Check a rules file</source>
        <translation>检查规则文件</translation>
    </message>
    <message>
        <source>Open MPI rules</source>
        <translation>Open MPI 规则</translation>
    </message>
    <message>
        <source>Open MPI 4.1/5.0 classic coll/tuned rules file</source>
        <translation>Open MPI 4.1/5.0 经典 coll/tuned 规则文件</translation>
    </message>
    <message>
        <source>Open MPI 6.0 JSON</source>
        <translation>Open MPI 6.0 JSON</translation>
    </message>
    <message>
        <source>MPICH JSON</source>
        <translation>MPICH JSON</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Save the exported file (Ctrl+Shift+E)</source>
        <translation>保存导出的文件（Ctrl+Shift+E）</translation>
    </message>
    <message>
        <source>Use it with (copy):</source>
        <translation>使用方式（复制）：</translation>
    </message>
    <message>
        <source>Algorithm numbers: Open MPI 4.1&apos;s built-in list until ompi_info answers.</source>
        <translation>算法编号：在 ompi_info 回应之前使用 Open MPI 4.1 的内置列表。</translation>
    </message>
    <message>
        <source>Algorithm numbers: the installed Open MPI %1 (%2).</source>
        <translation>算法编号：已安装的 Open MPI %1（%2）。</translation>
    </message>
    <message>
        <source>Minimum gain:</source>
        <translation>最小增益：</translation>
    </message>
    <message>
        <source>A forced algorithm replaces Open MPI&apos;s default only when its median is at least 1 + this factor times faster (0.10: 10 % faster) and its 95 % interval lies below the default&apos;s; launches minutes apart drift by a few per cent. 0 to 100, as calltree tune decide --min-gain.</source>
        <translation>仅当强制算法的中位数至少快 1 + 该系数倍（0.10：快 10 %）且其 95 % 区间完全低于默认值的区间时，才替换 Open MPI 的默认选择；相隔数分钟的启动会有几个百分点的漂移。取值 0 到 100，同 calltree tune decide --min-gain。</translation>
    </message>
    <message>
        <source>Stop the tuning sweep?</source>
        <translation>停止调优扫描？</translation>
    </message>
    <message>
        <source>Stop and close</source>
        <translation>停止并关闭</translation>
    </message>
    <message>
        <source>Keep running</source>
        <translation>继续运行</translation>
    </message>
    <message>
        <source>Tuning sweep started in %1</source>
        <translation>已在 %1 中开始调优扫描</translation>
    </message>
    <message>
        <source>A tuning sweep is running in %1. Stop it and close? Its complete runs are kept; starting the sweep again on that folder resumes it.</source>
        <translation>%1 中有一个调优扫描正在运行。停止并关闭？其已完成的运行会保留；在该文件夹上再次开始扫描即可继续。</translation>
    </message>
    <message>
        <source>Stopping the tuning sweep; the window closes when mpirun has stopped.</source>
        <translation>正在停止调优扫描；mpirun 停止后窗口将关闭。</translation>
    </message>
    <message>
        <source>Last sweep: %1</source>
        <translation>上次扫描：%1</translation>
    </message>
    <message>
        <source>Run a sweep (Run sweep…) or open a tuning sweep&apos;s folder of results files (calltree tune sweep) to see where a forced algorithm beats Open MPI&apos;s default.</source>
        <translation>运行扫描（运行扫描…）或打开调优扫描的结果文件夹（calltree tune sweep），查看强制算法在哪些点优于 Open MPI 的默认。</translation>
    </message>
    <message>
        <source>Run sweep…</source>
        <translation>运行扫描…</translation>
    </message>
    <message>
        <source>Measure Open MPI&apos;s algorithms on this machine (exhaustive or model-guided), as calltree tune sweep does, and show the decision (Ctrl+Shift+W)</source>
        <translation>像 calltree tune sweep 一样在本机上测量 Open MPI 的算法（穷举或模型引导），并显示决策（Ctrl+Shift+W）</translation>
    </message>
    <message>
        <source>Algorithm numbers: %1, as a sweep under MPICH numbers them.</source>
        <translation>算法编号：%1，按 MPICH 下的扫描编号。</translation>
    </message>
    <message numerus="yes">
        <source>a forced algorithm beats MPICH&apos;s default at %n of them.</source>
        <translation>
            <numerusform>其中 %n 个点上强制算法优于 MPICH 的默认。</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Algorithm numbers: Open MPI 4.1&apos;s built-in list (%1 did not run or listed no algorithms).</source>
        <translation>算法编号：Open MPI 4.1 的内置列表（%1 未运行或未列出任何算法）。</translation>
    </message>
</context>
</TS>
