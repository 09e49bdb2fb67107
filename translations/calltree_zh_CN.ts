<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AlgorithmNames</name>
    <message>
        <source>Optimal LogP tree (seed 000)</source>
        <translation>最优 LogP 树（seed 000）</translation>
    </message>
    <message>
        <source>Fibonacci split (seed 001)</source>
        <translation>斐波那契划分（seed 001）</translation>
    </message>
    <message>
        <source>Binomial bisection (seed 001)</source>
        <translation>二项式二分（seed 001）</translation>
    </message>
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
</context>
<context>
    <name>studio::AlgorithmPanel</name>
    <message>
        <source>no result</source>
        <translation>无结果</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 cycles&lt;/b&gt; simulated · formula: %2 cycles</source>
        <translation>模拟 &lt;b&gt;%1 周期&lt;/b&gt; · 公式：%2 周期</translation>
    </message>
    <message>
        <source>(formula and simulation differ!)</source>
        <translation>（公式与模拟结果不一致！）</translation>
    </message>
    <message>
        <source>· fastest</source>
        <translation>· 最快</translation>
    </message>
</context>
<context>
    <name>studio::BroadcastTreeView</name>
    <message>
        <source>&lt;b&gt;Rank %1&lt;/b&gt;&lt;br&gt;holds the message at t = %2 cycles</source>
        <translation>&lt;b&gt;进程 %1&lt;/b&gt;&lt;br&gt;在 t = %2 周期时持有消息</translation>
    </message>
    <message>
        <source>&lt;br&gt;the root: it holds the message from the start</source>
        <translation>&lt;br&gt;根：从一开始就持有消息</translation>
    </message>
    <message>
        <source>&lt;br&gt;receives it from rank %1 (send #%2 of that rank)</source>
        <translation>&lt;br&gt;从进程 %1 接收（该进程的发送序号 %2）</translation>
    </message>
    <message>
        <source>&lt;br&gt;seed 000 label (P&lt;sub&gt;i&lt;/sub&gt;, T&lt;sub&gt;i&lt;/sub&gt;) = (%1, %2)</source>
        <translation>&lt;br&gt;seed 000 标签 (P&lt;sub&gt;i&lt;/sub&gt;, T&lt;sub&gt;i&lt;/sub&gt;) = (%1, %2)</translation>
    </message>
</context>
<context>
    <name>studio::DemoComparisonWidget</name>
    <message>
        <source>Cannot build the broadcasts: %1</source>
        <translation>无法构建广播：%1</translation>
    </message>
    <message>
        <source>Each circle is a rank and the time it holds the message; the number on an edge is the parent&apos;s send order (0 first). Hover over a rank for details, Ctrl+wheel zooms.</source>
        <translation>每个圆圈代表一个进程及其获得消息的时间；边上的数字是父节点的发送顺序（0 为第一个）。将鼠标悬停在进程上可查看详情，Ctrl+滚轮可缩放。</translation>
    </message>
</context>
<context>
    <name>studio::MainWindow</name>
    <message>
        <source>&lt;h3&gt;CallTree Studio %1&lt;/h3&gt;&lt;p&gt;CallTree Studio designs, shows and compares collective communication: it builds broadcast trees such as the optimal LogP tree, the Fibonacci split and the binomial bisection, predicts their completion time with the closed formulas and checks them against an event-by-event LogP simulation, so that what you see, what is predicted and what is run come from one and the same communication program.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;CallTree Studio %1&lt;/h3&gt;&lt;p&gt;CallTree Studio 用于设计、展示和比较集合通信：它构建最优 LogP 树、斐波那契划分和二项式二分等广播树，用闭式公式预测它们的完成时间，并与逐事件的 LogP 模拟相互核对。这样，您看到的、预测的和实际运行的都来自同一个通信程序。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>CallTree Studio</source>
        <translation>CallTree Studio</translation>
    </message>
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
        <source>Fastest for P = %1: %2 (%3 cycles)</source>
        <translation>P = %1 时最快：%2（%3 周期）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>About CallTree Studio</source>
        <translation>关于 CallTree Studio</translation>
    </message>
</context>
<context>
    <name>studio::ParameterBar</name>
    <message>
        <source>&amp;Ranks P:</source>
        <translation>进程数 P(&amp;R)：</translation>
    </message>
    <message>
        <source>Roo&amp;t:</source>
        <translation>根(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;L:</source>
        <translation>&amp;L：</translation>
    </message>
    <message>
        <source>&amp;o:</source>
        <translation>&amp;o：</translation>
    </message>
    <message>
        <source>&amp;g:</source>
        <translation>&amp;g：</translation>
    </message>
    <message>
        <source>Number of ranks that take part in the broadcast (1 to 256)</source>
        <translation>参与广播的进程数（1 到 256）</translation>
    </message>
    <message>
        <source>The rank that holds the message at the start</source>
        <translation>开始时持有消息的进程</translation>
    </message>
    <message>
        <source>Latency L: cycles a message spends on the wire</source>
        <translation>延迟 L：消息在网络上传输所需的周期数</translation>
    </message>
    <message>
        <source>Overhead o: cycles a processor is busy sending or receiving one message</source>
        <translation>开销 o：处理器发送或接收一条消息时忙碌的周期数</translation>
    </message>
    <message>
        <source>Gap g: least number of cycles between two sends of one processor</source>
        <translation>间隔 g：同一处理器两次发送之间的最少周期数</translation>
    </message>
    <message>
        <source> cycles</source>
        <translation> 周期</translation>
    </message>
    <message>
        <source>&amp;Defaults</source>
        <translation>默认值(&amp;D)</translation>
    </message>
    <message>
        <source>Back to seed 000&apos;s example: P = 16, L = 6, o = 2, g = 4</source>
        <translation>恢复 seed 000 的示例：P = 16, L = 6, o = 2, g = 4</translation>
    </message>
</context>
</TS>
